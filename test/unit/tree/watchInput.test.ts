import * as assert from 'node:assert/strict';
import { checkEmail, checkWebhookUrl, displayWebhook, isChannel } from '../../../src/watches/watchInput';
import { describeRejection } from '../../../src/core/api/rejection';

describe('watch input', () => {
  it('accepts https webhooks, and http only on loopback', () => {
    assert.equal(checkWebhookUrl('https://hooks.example.com/statutes'), undefined);
    assert.equal(checkWebhookUrl('  https://hooks.example.com/x?token=abc  '), undefined);
    assert.equal(checkWebhookUrl('http://127.0.0.1:8080/hook'), undefined);
    assert.equal(checkWebhookUrl('http://localhost/hook'), undefined);
    assert.equal(checkWebhookUrl('http://[::1]:3000/'), undefined);
    assert.match(checkWebhookUrl('http://hooks.example.com/statutes') ?? '', /https/);
    assert.match(checkWebhookUrl('ftp://hooks.example.com/') ?? '', /https/);
    assert.match(checkWebhookUrl('hooks.example.com/statutes') ?? '', /not a web address/);
    assert.match(checkWebhookUrl('') ?? '', /Enter/);
    assert.match(checkWebhookUrl('https://user:pw@hooks.example.com/') ?? '', /secret/);
  });

  it('checks the shape of email addresses', () => {
    assert.equal(checkEmail('clerk@firm.example'), undefined);
    assert.match(checkEmail('clerk@firm') ?? '', /not an email/);
    assert.match(checkEmail('clerk firm@x.com') ?? '', /spaces/);
    assert.match(checkEmail('') ?? '', /Enter/);
  });

  it('knows the channels', () => {
    assert.ok(isChannel('email') && isChannel('webhook') && isChannel('both'));
    assert.ok(!isChannel('sms') && !isChannel(undefined));
  });

  it('shows webhook addresses without their query', () => {
    assert.equal(displayWebhook('https://hooks.example.com/statutes?token=secret'), 'https://hooks.example.com/statutes…');
    assert.equal(displayWebhook('https://hooks.example.com/'), 'https://hooks.example.com');
    assert.equal(displayWebhook(undefined), undefined);
  });

  it('puts 422 field errors in plain words', () => {
    assert.equal(
      describeRejection('the watch', 'Validation failed', [{ loc: ['body', 'webhookUrl'], msg: 'must be an https URL.' }]),
      'The service did not accept the watch — the webhook address: must be an https URL.',
    );
    assert.equal(describeRejection('the watch', 'Unknown corpus.', []), 'The service did not accept the watch: Unknown corpus.');
    assert.equal(describeRejection('the watch', undefined, []), 'The service did not accept the watch as entered.');
  });
});
