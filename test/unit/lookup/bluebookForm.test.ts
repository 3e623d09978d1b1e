import * as assert from 'node:assert/strict';
import { findCitations } from '../../../src/core/citations';
import { bluebookForm } from '../../../src/core/lookup/findings';

function formOf(text: string): (string | undefined)[] {
  return findCitations(text).map((c) => bluebookForm(c));
}

describe('Bluebook form', () => {
  it('is given for a full citation written otherwise, pinpoint kept', () => {
    assert.deepEqual(formOf('17 USC 115'), ['17 U.S.C. § 115']);
    assert.deepEqual(formOf('See 17 U.S.C. 107(3).'), ['17 U.S.C. § 107(3)']);
  });
  it('is not given for the Bluebook form (any spaces), short forms, or members of a list', () => {
    assert.deepEqual(formOf('17 U.S.C.\n§ 107'), [undefined]);
    assert.deepEqual(formOf('17 U.S.C. § 107. Id. § 108.'), [undefined, undefined]);
    assert.ok(formOf('35 U.S.C. §§ 102 and 103').every((f) => f === undefined));
  });
});
