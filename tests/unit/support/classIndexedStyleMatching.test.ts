import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { classIndexedCheck, indexStyleMatchingByClass, requirements } from '../../support/classIndexedStyleMatching';

/**
 * The component tests' setup skips, in front of jsdom's matcher, the CSS rules an element cannot
 * match (tests/support/classIndexedStyleMatching.ts). It must skip only those: for every selector
 * of jsdom's default style sheet, rules like MUI's and tricky ones, on every element of a varied
 * page, the answer is jsdom's own.
 */
const require = createRequire(import.meta.url);
const idl = require('jsdom/lib/generated/idl/utils.js') as { implForWrapper(wrapper: unknown): unknown };
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

const PAGE = `
  <main id="Main" class="css-1a2b MuiBox-root">
    <div class="MuiButtonBase-root MuiButton-root Mui-disabled css-x9y8" hidden>
      <span class="MuiTouchRipple-root">a</span>
    </div>
    <dialog open class="MuiDialog-paper"><p lang="de">Hallo</p></dialog>
    <div popover class="pop"></div>
    <table><caption>c</caption><tr><th scope="col">h</th><td class="cell Odd">d</td></tr></table>
    <ul><li><a href="#x" class="link">x</a></li><li><input type="checkbox" checked disabled></li>
      <li><menu><ul><li><a name="no-href">y</a></li></ul></menu></li></ul>
    <map name="m"><area href="/a" alt="a"></map>
    <span class="MuiButton-startIcon css-1sh91j5"><svg class="icon"></svg><svg></svg></span>
    <svg viewBox="0 0 10 10" class="MuiSvgIcon-root"><clipPath id="clip"><rect/></clipPath><path d="M0"/></svg>
    <button type="submit" aria-pressed="true" data-State="on">b</button>
    <textarea></textarea><select><option selected>o</option></select>
  </main>`;

const TRICKY = [
  '.css-1a2b',
  '.css-1a2b:hover',
  '.MuiButton-root.Mui-disabled',
  '.MuiButtonBase-root .MuiTouchRipple-root',
  '.css-x9y8>.MuiTouchRipple-root',
  '.css-1A2B',
  '.cell.odd',
  'TD.Odd',
  '#main',
  '#Main > div',
  'main#Main .link',
  'svg',
  'clipPath',
  'clippath',
  '[viewbox]',
  '[viewBox="0 0 10 10"]',
  'svg[viewBox] path',
  '[data-state=on]',
  '[data-State]',
  'button[aria-pressed="true"]',
  '[hidden]',
  'input[type=checkbox i]:checked',
  'li:not(.link) a',
  'li:nth-child(2n+1) > a',
  ':is(.link, .cell)',
  '.link, td',
  'a[href^="#"]',
  ':root',
  '*',
  '*.pop',
  'html body main',
  'dialog::backdrop',
  '.link::before',
  '.link::before, .cell',
  '*,*::before,*::after',
  ':link',
  ':visited',
  ':link, :visited',
  ':link:active, :visited:active',
  'a:any-link',
  ':focus-visible',
  '.css-1sh91j5>*:nth-of-type(1)',
  '.MuiButton-startIcon > *',
  'li > :is(a, input)',
  ':is(dir, dl, menu, ol, ul) :is(dir, menu, ul)',
  ':where(.link, .cell)',
  ':is(.link, :hover)',
  ':not(:is(td, th))',
  '.MuiDialog-paper p:lang(de)',
  'main > :not([hidden])',
  '[popover]:not(:popover-open):not(dialog[open])',
  '.a\\:b',
  '*|td',
  '.broken(',
  'td, [',
  '',
];

const defaultSheet = readFileSync(require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8');

function freshPage(): Window & typeof globalThis {
  return new JSDOM(`<!DOCTYPE html><html><head></head><body>${PAGE}</body></html>`).window;
}

function selectorsOf(css: string): string[] {
  const { document: page, CSSStyleRule, CSSMediaRule } = freshPage();
  const style = page.createElement('style');
  style.textContent = css;
  page.head.append(style);
  const selectors: string[] = [];
  const collect = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      else if (rule instanceof CSSMediaRule) collect(rule.cssRules);
    }
  };
  collect(style.sheet!.cssRules);
  return selectors;
}

type Check = Parameters<typeof classIndexedCheck>[0];

/** Whether getComputedStyle applies the rule, as jsdom decides from the check (computed-style.js). */
function applies(check: Check, selector: string, node: Parameters<Check>[1]): boolean {
  try {
    const { match, pseudoElement } = check(selector, node);
    return Boolean(match) && !pseudoElement;
  } catch {
    return false;
  }
}

describe('class-indexed style matching', () => {
  it('answers every selector on every element as jsdom does, and skips most', () => {
    const page = freshPage().document;
    const pageImpl = idl.implForWrapper(page) as { _getDOMSelector(): { check: Check } };
    const jsdomCheck = pageImpl._getDOMSelector().check;
    const indexed = classIndexedCheck(jsdomCheck);
    const elements = [page.documentElement, page.body, ...Array.from(page.body.querySelectorAll('*'))];
    const selectors = [...selectorsOf(defaultSheet), ...TRICKY];
    expect(selectors.length).toBeGreaterThan(100);

    const differences: string[] = [];
    for (const element of elements) {
      const impl = idl.implForWrapper(element) as Parameters<Check>[1];
      for (const selector of selectors) {
        const expected = applies(jsdomCheck, selector, impl);
        const actual = applies(indexed, selector, impl);
        if (actual !== expected)
          differences.push(`${selector} on <${element.localName}>: ${actual}, jsdom ${expected}`);
      }
    }
    expect(differences).toEqual([]);

    const readable = selectors.filter((selector) => requirements(selector));
    expect(readable.length / selectors.length).toBeGreaterThan(0.8);
  });

  it('reads what a selector’s last compound names, and leaves alone what it cannot read', () => {
    const none = { classes: [], attributes: [], anyOf: [] };
    expect(requirements('.a .b.C:hover')).toEqual([{ ...none, classes: ['b', 'c'] }]);
    expect(requirements('td, th[scope]')).toEqual([
      { ...none, tag: 'td' },
      { ...none, tag: 'th', attributes: ['scope'] },
    ]);
    expect(requirements('dialog:not([open])')).toEqual([{ ...none, tag: 'dialog' }]);
    expect(requirements('ul :is(ol, .x)')).toEqual([
      {
        ...none,
        anyOf: [
          [
            { ...none, tag: 'ol' },
            { ...none, classes: ['x'] },
          ],
        ],
      },
    ]);
    expect(requirements('#Id > *')).toEqual([{ ...none, parent: { ...none, id: 'id' } }]);
    expect(requirements('p::before')).toEqual([{ ...none, tag: 'p', never: true }]);
    expect(requirements('#Id *')).toBeUndefined();
    expect(requirements('.a, :root')).toBeUndefined();
    expect(requirements('.a\\:b')).toBeUndefined();
    expect(requirements('ns|td')).toBeUndefined();
  });

  it('keeps getComputedStyle’s answers once installed on the document', () => {
    const window = freshPage();
    const page = window.document;
    const style = page.createElement('style');
    style.textContent = `.Mui-disabled { pointer-events: none; color: rgb(1, 2, 3) }
      .MuiBox-root .MuiTouchRipple-root { visibility: hidden } [popover] { display: none }`;
    page.head.append(style);
    const elements = Array.from(page.body.querySelectorAll('*'));
    const styles = () =>
      elements.map((element) => {
        const computed = window.getComputedStyle(element);
        return `${computed.display} ${computed.visibility} ${computed.pointerEvents} ${computed.color}`;
      });
    const before = styles();
    indexStyleMatchingByClass(page);
    page.body.append(page.createElement('hr')); // a change: jsdom computes the styles again
    expect(styles()).toEqual(before);
    expect(before.some((line) => line.includes(' hidden '))).toBe(true);
    expect(before.some((line) => line.includes('none rgb(1, 2, 3)'))).toBe(true);
  });
});
