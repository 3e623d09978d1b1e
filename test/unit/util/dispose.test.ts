import * as assert from 'node:assert/strict';
import { Disposable } from '../../../src/services/dispose';

class Owner extends Disposable {
  add(dispose: () => void): void {
    this._register({ dispose });
  }
}

describe('Disposable', () => {
  it('keeps disposing past a member that throws, then reports the error', () => {
    const owner = new Owner();
    const disposed: string[] = [];
    owner.add(() => disposed.push('first'));
    owner.add(() => {
      throw new Error('broken');
    });
    owner.add(() => disposed.push('last'));
    assert.throws(() => owner.dispose(), /broken/);
    assert.deepEqual(disposed, ['last', 'first']);
    owner.dispose();
    assert.deepEqual(disposed, ['last', 'first'], 'disposing twice is harmless');
    owner.add(() => disposed.push('late'));
    assert.deepEqual(disposed, ['last', 'first', 'late'], 'registered after dispose: disposed at once');
  });
});
