import { describe, expect, it } from 'vitest';
import { BUILT_IN_CLIENT_VERSION } from '../constants';
import {
  UNEXPECTED_VERSION_PATTERN_WARNING,
  parseVersionText,
  shouldReloadForClientVersion,
} from './version';

describe('parseVersionText', () => {
  it("reads 'version (revision)'", () => {
    expect(parseVersionText('4.7.3 (a1b2c3d)')).toEqual({ version: '4.7.3', revision: 'a1b2c3d' });
    expect(parseVersionText('4.7.3(a1b2c3d)')).toEqual({ version: '4.7.3', revision: 'a1b2c3d' });
    expect(parseVersionText('4.7.3 ( build 12 )')).toEqual({ version: '4.7.3', revision: 'build 12' });
  });

  it('reads a bare version', () => {
    expect(parseVersionText('4.7.3')).toEqual({ version: '4.7.3' });
  });

  it('trims blanks and newlines', () => {
    expect(parseVersionText('\n  4.7.3 (abc)\r\n')).toEqual({ version: '4.7.3', revision: 'abc' });
    expect(parseVersionText(' 5.0.0-rc.1\n')).toEqual({ version: '5.0.0-rc.1' });
  });

  it('returns anything else whole as the version, with the warning', () => {
    for (const text of [
      '',
      'version 4.7.3',
      '4.7.3 ()',
      '4.7.3 (a) (b)',
      '(abc)',
      '4.7.3 (a(b))',
      '<html>oops</html> x',
    ]) {
      expect(parseVersionText(text), JSON.stringify(text)).toEqual({
        version: text.trim(),
        warning: UNEXPECTED_VERSION_PATTERN_WARNING,
      });
    }
    expect(UNEXPECTED_VERSION_PATTERN_WARNING).toBe('Version has an unexpected pattern!');
  });
});

describe('shouldReloadForClientVersion', () => {
  it('reloads when the server ships another version', () => {
    expect(shouldReloadForClientVersion('4.8.0')).toBe(true);
    expect(shouldReloadForClientVersion('4.7.2', '4.7.3')).toBe(true);
  });

  it('does not reload on the built-in version, whatever the revision or blanks', () => {
    expect(BUILT_IN_CLIENT_VERSION).toBe('4.7.3');
    expect(shouldReloadForClientVersion('4.7.3')).toBe(false);
    expect(shouldReloadForClientVersion(' 4.7.3 (deadbeef)\n')).toBe(false);
    expect(shouldReloadForClientVersion('5.0.0', ' 5.0.0 ')).toBe(false);
  });

  it('never reloads on a missing or malformed server version', () => {
    for (const server of [null, undefined, '', '   ', 'not a version', '4.8.0 ()']) {
      expect(shouldReloadForClientVersion(server), String(server)).toBe(false);
    }
  });
});
