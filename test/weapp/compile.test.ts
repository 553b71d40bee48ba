/**
 * The built mini-program under WeChat's own compilers and rules: wcc compiles every WXML (and
 * WXS) file of the package, wcsc every WXSS file; no WXSS rule is one that cannot apply in a
 * mini-program (config/plugins/weapp-wxss.ts drops them); and project.config.json declares the
 * JavaScript level the package really ships, so WeChat's tools transpile what old clients cannot run.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import { trimWxss } from '../../config/plugins/weapp-wxss';
import { compileWxml, compileWxss, filesOf } from './harness/compilers';
import { WEAPP_DIR, hasWeappBuild } from './packages';

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
if (!built && process.env.STOREFRONT_REQUIRE_BUILD !== '1') {
  describe('weapp compile', () => {
    test.skip('SKIPPED: dist/weapp/app.json is missing; run `npm run build:weapp` (npm test builds it)', () => {});
  });
}

/** The lowest ECMAScript version that parses `source` (acorn), or 'later' above ES2022. */
function esLevel(source: string): number | 'later' {
  for (const ecmaVersion of [5, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022] as const) {
    try {
      acorn.parse(source, { ecmaVersion, sourceType: 'script' });
      return ecmaVersion;
    } catch {
      // try the next version
    }
  }
  return 'later';
}

describeBuilt("weapp package under WeChat's compilers (dist/weapp)", () => {
  test('wcc compiles every WXML and WXS file of the package', () => {
    const res = compileWxml(WEAPP_DIR);
    expect(res.stderr).toBe('');
    expect(res.ok).toBe(true);
    expect(res.stdout).toContain('$gwx');
    // every page's template is in the output
    for (const wxml of filesOf(WEAPP_DIR, '.wxml')) expect(res.stdout).toContain(`'${wxml}'`);
  });

  test('wcsc compiles every WXSS file of the package', () => {
    const res = compileWxss(WEAPP_DIR);
    expect(res.stderr).toBe('');
    expect(res.ok).toBe(true);
    for (const wxss of filesOf(WEAPP_DIR, '.wxss')) expect(res.stdout).toContain(wxss);
  });

  test('no WXSS rule that cannot apply in a mini-program (:hover, :focus-visible, cursor, HTML-only elements)', () => {
    const dead = filesOf(WEAPP_DIR, '.wxss').flatMap((file) => {
      const { rulesRemoved, partsRemoved } = trimWxss(fs.readFileSync(path.join(WEAPP_DIR, file), 'utf8'));
      return rulesRemoved || partsRemoved
        ? [`${file}: ${rulesRemoved} rules, ${partsRemoved} selectors/declarations`]
        : [];
    });
    expect(dead).toEqual([]);
  });

  test('project.config.json declares the JavaScript level the package ships', () => {
    const config = JSON.parse(fs.readFileSync(path.join(WEAPP_DIR, 'project.config.json'), 'utf8')) as {
      setting: { es6?: boolean; enhance?: boolean };
    };
    const levels = filesOf(WEAPP_DIR, '.js').map((file) => ({
      file,
      level: esLevel(fs.readFileSync(path.join(WEAPP_DIR, file), 'utf8')),
    }));
    const above5 = levels.filter((l) => l.level !== 5);
    // es6: WeChat's tools turn ES2015 into ES5 on upload; enhance also handles what comes later.
    const allowed = config.setting.enhance ? 'later' : config.setting.es6 ? 2015 : 5;
    const tooNew = levels.filter((l) => allowed !== 'later' && (l.level === 'later' || l.level > allowed));
    expect(tooNew).toEqual([]);
    // and the declaration is not stronger than needed: es6 on only when some file needs it
    expect(config.setting.es6 === true).toBe(above5.length > 0 || config.setting.enhance === true);
  });
});
