import * as assert from 'node:assert/strict';
import { checkEmail, checkWebhookSecret, checkWebhookUrl, displayWebhook, isChannel, webhookHostKind, webhookHostWarning } from '../../../src/watches/watchInput';
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

describe('item 12: webhook watches', () => {
  it('item 12: warns on loopback, private and link-local hosts: they mean the service\'s network, not this machine', () => {
    const warned = [
      'http://127.0.0.1:9/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://[::1]/hook',
      'https://2130706433/hook', // 127.0.0.1 written as one number
      'https://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'https://192.168.1.10/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://intranet/hook',
      'https://printer.local/hook',
    ];
    for (const url of warned) assert.match(webhookHostWarning(url) ?? '', /service/, `${url} is not warned about`);
    assert.equal(webhookHostKind('https://169.254.169.254/'), 'link-local');
    assert.equal(webhookHostKind('https://192.168.0.1/'), 'private');
    assert.equal(webhookHostKind('http://127.0.0.1/'), 'loopback');
    assert.match(webhookHostWarning('http://127.0.0.1:9/hook') ?? '', /^127\.0\.0\.1:9 is a loopback address: to the service it means the service's own machine, not this one/);
    for (const url of ['https://hooks.example.com/statutes', 'https://8.8.8.8/hook', 'https://172.32.0.1/x', 'https://[2001:db8::1]/x']) assert.equal(webhookHostWarning(url), undefined, url);
  });

  it('item 12: requires a signing secret of at least 16 characters', () => {
    assert.match(checkWebhookSecret(undefined) ?? '', /at least 16/);
    assert.match(checkWebhookSecret('   ') ?? '', /at least 16/);
    assert.match(checkWebhookSecret('shh') ?? '', /at least 16 characters long \(it has 3\)/);
    assert.match(checkWebhookSecret('fifteen-chars-x') ?? '', /it has 15/);
    assert.match(checkWebhookSecret('sixteen\ncharacters!') ?? '', /control/);
    assert.equal(checkWebhookSecret('sixteen-chars-ok'), undefined);
    assert.equal(checkWebhookSecret('  a much longer signing secret  '), undefined);
  });
});
