import { describe, expect, it } from 'vitest';
import { checkTarget, isPublicAddress, pinnedLookup, type Resolver } from './target-guard.ts';

const refused = {
  loopback: ['127.0.0.1', '127.8.9.10', '::1'],
  'private (RFC 1918)': ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
  'carrier-grade NAT': ['100.64.0.1', '100.127.255.254'],
  'unique-local': ['fc00::1', 'fd12:3456::1'],
  'link-local and cloud metadata': ['169.254.169.254', '169.254.0.1', 'fe80::1'],
  unspecified: ['0.0.0.0', '::'],
  'multicast and broadcast': ['224.0.0.1', '239.255.255.250', '255.255.255.255', 'ff02::1'],
  'IPv4-mapped and IPv4-compatible IPv6': [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::a9fe:a9fe',
  ],
  'IPv6 carrying IPv4 (NAT64, 6to4)': ['64:ff9b::7f00:1', '2002:7f00:1::1'],
};

describe('webhook target guard', () => {
  for (const [range, addresses] of Object.entries(refused)) {
    it(`refuses ${range}`, async () => {
      for (const address of addresses) {
        expect(isPublicAddress(address), address).toBe(false);
        const host = address.includes(':') ? `[${address}]` : address;
        expect(await checkTarget(`http://${host}:8080/hook`, { allowPrivate: false }), address).toEqual({
          refusal: 'private_target',
        });
      }
    });
  }

  it('accepts public addresses', () => {
    for (const a of [
      '8.8.8.8',
      '172.32.0.1',
      '41.138.0.1',
      '100.128.0.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('reads the IPv4 spellings the URL parser normalises (decimal, hexadecimal, short)', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/'])
      expect(await checkTarget(url, { allowPrivate: false }), url).toEqual({ refusal: 'private_target' });
  });

  it('refuses a host name that resolves to loopback, and one of whose addresses is private', async () => {
    expect(await checkTarget('http://localhost:3000/x', { allowPrivate: false })).toEqual({
      refusal: 'private_target',
    });
    const mixed: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await checkTarget('https://hooks.example.com/x', { allowPrivate: false, resolve: mixed })).toEqual(
      {
        refusal: 'private_target',
      },
    );
  });

  it('resolves once and hands the connection the addresses it checked (no DNS rebinding)', async () => {
    const answers = [[{ address: '93.184.215.14', family: 4 }], [{ address: '127.0.0.1', family: 4 }]];
    let calls = 0;
    const rebinding: Resolver = async () => answers[calls++]!;
    const checked = await checkTarget('https://rebind.example.com/x', {
      allowPrivate: false,
      resolve: rebinding,
    });
    expect(checked).toEqual({ refusal: null, addresses: [{ address: '93.184.215.14', family: 4 }] });
    expect(calls).toBe(1);
    if (checked.refusal !== null) throw new Error('refused');
    const lookup = pinnedLookup(checked.addresses);
    const single = await new Promise((resolve) =>
      lookup('rebind.example.com', {}, (_e, address, family) => resolve({ address, family })),
    );
    expect(single).toEqual({ address: '93.184.215.14', family: 4 });
    expect(calls).toBe(1);
  });

  it('lets the development flag lift the address rule, never the scheme rule', async () => {
    expect(await checkTarget('http://127.0.0.1:8080/hook', { allowPrivate: true })).toMatchObject({
      refusal: null,
    });
    expect(await checkTarget('ftp://example.com/x', { allowPrivate: true })).toEqual({
      refusal: 'invalid_scheme',
    });
    expect(await checkTarget('not a url', { allowPrivate: true })).toEqual({ refusal: 'invalid_url' });
    const none: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkTarget('https://nowhere.invalid/x', { allowPrivate: false, resolve: none })).toEqual({
      refusal: 'dns_failure',
    });
  });
});
