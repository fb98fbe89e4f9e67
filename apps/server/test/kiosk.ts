import type { FastifyInstance } from 'fastify';

let pairings = 0;

/**
 * Pairs a tablet with the company as a manager does (decision record 029): a code made with the
 * company's session, sent by a browser that has none. Returns the tablet's kiosk cookie; the
 * company's session stays signed in.
 */
export async function pairKiosk(app: FastifyInstance, companyCookie: string, name = 'Tablette accueil') {
  const code = await app.inject({
    method: 'POST',
    url: '/api/clock/pairing-codes',
    headers: { cookie: companyCookie },
    payload: { name },
  });
  if (code.statusCode !== 201) throw new Error(`pairing code refused: ${code.body}`);
  pairings++;
  const paired = await app.inject({
    method: 'POST',
    url: '/api/kiosk/pairing',
    payload: { code: code.json().code },
    // One address per tablet, as in a shop: the limit per address is for guesses, not for tests.
    remoteAddress: `10.250.${(pairings >> 8) & 255}.${pairings & 255}`,
  });
  const credential = paired.cookies.find((cookie) => cookie.name === 'pointeo_kiosk');
  if (paired.statusCode !== 201 || !credential) throw new Error(`pairing refused: ${paired.body}`);
  return { cookie: `pointeo_kiosk=${credential.value}`, deviceName: name };
}
