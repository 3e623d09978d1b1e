// The one wording of failures, shared by the editor (which adds buttons) and the command line and report.
import * as assert from 'node:assert/strict';
import { AuthError, MissingKeyError, NetworkError, RateLimitError, ServiceError, ServiceUrlError } from '../../../src/core/api/errors';
import { failureText } from '../../../src/core/api/failureText';

describe('failureText', () => {
  it('names the next step the editor offers: the key, the settings or the log', () => {
    assert.deepEqual(failureText(new AuthError()), { message: 'The statute service rejected the API key.', next: ['setApiKey'] });
    assert.deepEqual(failureText(new MissingKeyError()).next, ['setApiKey']);
    assert.deepEqual(failureText(new ServiceUrlError('The service URL is not a URL.')).next, ['openSettings']);
    assert.deepEqual(failureText(new ServiceError(503)), {
      message: 'The statute service is unavailable (503); nothing was charged. Try again shortly.',
      next: ['showLog'],
    });
  });

  it('says a wait longer than an hour in minutes, a short one in seconds with nothing to do but wait', () => {
    assert.deepEqual(failureText(new RateLimitError(12_000)), { message: 'The statute service is rate-limiting requests: try again in 12 s.', next: [] });
    assert.match(failureText(new RateLimitError(3_600_000, undefined, 7_200_000)).message, /more than an hour .* in 60 min\.$/);
  });

  it('takes any credential out of the sentence', () => {
    const { message } = failureText(new NetworkError('Proxy refused: Authorization: Bearer sk-live-123456'));
    assert.doesNotMatch(message, /sk-live-123456/);
    assert.match(failureText(new Error('boom')).message, /^Unexpected error: boom$/);
  });
});
