import { describe, expect, it } from 'vitest';
import { checkEndpointUrl, isRefusedAddress } from './address-guard';

const strict = { httpsOnly: true, allowPrivate: false };
const publicName = async () => ['93.184.215.14'];

describe('the addresses a webhook may reach', () => {
  it('refuses every private, local or special address, IPv4-mapped IPv6 included', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      'not an address',
    ]) {
      expect([address, isRefusedAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '93.184.215.14',
      '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
      '::ffff:93.184.215.14',
    ]) {
      expect([address, isRefusedAddress(address)]).toEqual([address, false]);
    }
  });

  it('wants https in production, and no credentials in the URL', async () => {
    await expect(checkEndpointUrl('http://exemple.fr/hook', strict, publicName)).rejects.toMatchObject({
      code: 'WEBHOOK_URL_REFUSED',
      message: "L'URL doit commencer par https://",
    });
    await expect(checkEndpointUrl('https://exemple.fr/hook', strict, publicName)).resolves.toBeUndefined();
    await expect(
      checkEndpointUrl('http://exemple.fr/hook', { httpsOnly: false, allowPrivate: false }, publicName),
    ).resolves.toBeUndefined();
    await expect(
      checkEndpointUrl('https://moi:secret@exemple.fr/hook', strict, publicName),
    ).rejects.toMatchObject({
      code: 'WEBHOOK_URL_REFUSED',
    });
  });

  it('refuses a name when one of its addresses is private, or when it resolves to none', async () => {
    await expect(
      checkEndpointUrl('https://interne.exemple.fr/hook', strict, async () => ['93.184.215.14', '10.1.2.3']),
    ).rejects.toMatchObject({ statusCode: 400, code: 'WEBHOOK_URL_REFUSED' });
    await expect(
      checkEndpointUrl('https://inconnu.exemple.fr/hook', strict, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).rejects.toMatchObject({ message: "Ce nom de domaine est introuvable\u202f: vérifiez l'URL." });
  });
});
