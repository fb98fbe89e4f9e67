import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createLogCapture, type TestApp } from '../test/helper';
import { LEGAL_VARIABLES } from './legal-details';

const EVERY_LEGAL_VARIABLE = Object.fromEntries(
  Object.values(LEGAL_VARIABLES).map((variable) => [variable, `valeur de ${variable}`]),
);

describe('the start-up warning about legal details left unconfigured', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('logs one warning at start naming each unset variable', async () => {
    const logs = createLogCapture();
    testApp = await buildTestApp({ env: { LEGAL_COMPANY_NAME: 'Pointeo SAS' }, logStream: logs });
    const warnings = logs
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith('Mentions légales incomplètes'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    for (const variable of Object.values(LEGAL_VARIABLES).filter((name) => name !== 'LEGAL_COMPANY_NAME')) {
      expect(warnings[0]!.msg).toContain(variable);
    }
    expect(warnings[0]!.msg).not.toContain('LEGAL_COMPANY_NAME');
  });

  it('logs no such warning once every detail is configured', async () => {
    const logs = createLogCapture();
    testApp = await buildTestApp({ env: EVERY_LEGAL_VARIABLE, logStream: logs });
    expect(logs.text()).not.toContain('Mentions légales incomplètes');
  });
});
