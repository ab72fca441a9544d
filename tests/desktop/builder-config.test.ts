import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

/**
 * electron-builder.yml against app-builder-lib's own JSON schema (the one electron-builder uses to
 * reject configs), plus the settings our security rules depend on.
 */
const root = new URL('../../', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('node_modules/app-builder-lib/scheme.json', root), 'utf8')) as object;
const config = yaml.load(readFileSync(new URL('electron-builder.yml', root), 'utf8')) as Record<string, unknown>;

describe('electron-builder.yml', () => {
  it('matches app-builder-lib scheme.json', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    const validate = ajv.compile(schema);
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('rejects a config with an unknown key (the validator is really applied)', () => {
    const ajv = new Ajv({ strict: false, allowUnionTypes: true });
    expect(ajv.validate(schema, { ...config, notAnOption: true })).toBe(false);
  });

  it('sets the fuses, protocol, targets and update feed the desktop rules require', () => {
    expect(config).toMatchObject({
      appId: 'kr.boda.classroom',
      productName: 'Boda Classroom',
      asar: true,
      fileAssociations: [],
      protocols: [{ schemes: ['boda'] }],
      electronFuses: {
        runAsNode: false,
        enableCookieEncryption: true,
        enableEmbeddedAsarIntegrityValidation: true,
        onlyLoadAppFromAsar: true,
        enableNodeOptionsEnvironmentVariable: false,
        enableNodeCliInspectArguments: false,
      },
      publish: [{ provider: 'generic' }],
      nsis: { oneClick: false, allowElevation: true, include: 'resources/installer.nsh' },
      mac: { hardenedRuntime: true, entitlements: 'resources/entitlements.mac.plist' },
    });
    const targets = (os: string) =>
      ((config[os] as { target: (string | { target: string })[] }).target ?? []).map((t) => (typeof t === 'string' ? t : t.target));
    expect(targets('win')).toEqual(['nsis', 'msi']);
    expect(targets('mac')).toEqual(['dmg', 'zip']);
    expect(targets('linux')).toEqual(['AppImage', 'deb']);
    expect(String(config.artifactName)).toContain('${version}');
    expect(config.files).toEqual(expect.arrayContaining(['out/**']));
  });
});
