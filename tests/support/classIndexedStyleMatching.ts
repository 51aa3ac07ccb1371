import { createRequire } from 'node:module';

/**
 * jsdom's getComputedStyle tries every CSS rule of the document (its own default style sheet's,
 * then MUI's emotion rules: hundreds once a few screens have rendered) on the element, one
 * selector match each. That was over half of the CPU of the component tests, through Testing
 * Library's role queries (is it hidden?) and user-event (pointer-events). Browsers first skip the
 * rules whose last compound selector names a tag, class, id or attribute the element does not
 * have; this does the same in front of jsdom's matcher: what it skips could not match, every other
 * rule still goes to jsdom's matcher, so getComputedStyle answers as before.
 *
 * Names are compared case-insensitively, so nothing is skipped that matches in quirks mode or on an
 * SVG element. A selector with an escape, a namespace or anything unknown outside parentheses and
 * brackets is not read: it goes to jsdom's matcher.
 */

type Check = (selector: string, node: ElementImpl, options?: unknown) => CheckResult;
interface CheckResult {
  match: boolean;
  ast: unknown;
  pseudoElement: string | null;
}
interface ElementImpl {
  localName: string;
  parentElement: ElementImpl | null;
  getAttributeNS(namespace: string | null, name: string): string | null;
  hasAttributeNS(namespace: string | null, name: string): boolean;
  getAttributeNames(): string[];
}
interface DomSelector {
  check: Check;
}
interface DocumentImpl {
  _getDOMSelector?: () => DomSelector;
}

/** What an element must have to match one alternative of a selector (names in lower case). */
export interface Requirement {
  tag?: string;
  id?: string;
  classes: string[];
  attributes: string[];
  /** Each entry a list the element must satisfy one of (`:is()`, `:where()`, `:link`). */
  anyOf: Requirement[][];
  /** After `>`, when the last compound names nothing itself: what the parent must have. */
  parent?: Requirement;
  /** Never applies: a pseudo-element (getComputedStyle ignores those rules), `:visited`. */
  never?: boolean;
}

const NAME = /^-?[_a-zA-Z][\w-]*/;
const NO_MATCH: CheckResult = { match: false, ast: null, pseudoElement: null };
const LINK: Requirement[] = ['a', 'area'].map((tag) => ({ tag, classes: [], attributes: ['href'], anyOf: [] }));

/** The end of the group (parentheses or brackets) that opens at `start`; -1 when it does not close. */
function groupEnd(text: string, start: number): number {
  const closing: string[] = [];
  let quote = '';
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') closing.push(')');
    else if (char === '[') closing.push(']');
    else if (char === ')' || char === ']') {
      if (closing.pop() !== char) return -1;
      if (!closing.length) return i;
    }
  }
  return -1;
}

/** `text` split at `separator`s outside groups; undefined when a group does not close. */
function splitOutsideGroups(text: string, separator: RegExp): { part: string; separator: string }[] | undefined {
  const parts: { part: string; separator: string }[] = [];
  let part = '';
  let pending = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (separator.test(char)) {
      pending = pending.trim() || char;
      continue;
    }
    if (pending) {
      if (part) parts.push({ part, separator: pending });
      part = '';
      pending = '';
    }
    if (char === '(' || char === '[') {
      const end = groupEnd(text, i);
      if (end < 0) return undefined;
      part += text.slice(i, end + 1);
      i = end;
    } else part += char;
  }
  if (part) parts.push({ part, separator: '' });
  return parts;
}

function namesNothing(required: Requirement): boolean {
  const { tag, id, classes, attributes, anyOf, parent, never } = required;
  return !tag && !id && !classes.length && !attributes.length && !anyOf.length && !parent && !never;
}

/** What a compound selector names outside its groups; undefined when it cannot be read. */
function compoundRequirement(compound: string): Requirement | undefined {
  const required: Requirement = { classes: [], attributes: [], anyOf: [] };
  const tag = NAME.exec(compound)?.[0];
  let i = 0;
  if (tag) {
    required.tag = tag.toLowerCase();
    i = tag.length;
  }
  while (i < compound.length) {
    const char = compound[i]!;
    if (char === '*') {
      i++;
    } else if (char === '.' || char === '#') {
      const name = NAME.exec(compound.slice(i + 1))?.[0];
      if (!name) return undefined;
      if (char === '.') required.classes.push(name.toLowerCase());
      else required.id = name.toLowerCase();
      i += 1 + name.length;
    } else if (char === '[') {
      const end = groupEnd(compound, i);
      const name = NAME.exec(compound.slice(i + 1, end).trim())?.[0];
      if (end < 0 || !name) return undefined;
      required.attributes.push(name.toLowerCase());
      i = end + 1;
    } else if (char === ':') {
      const element = compound[i + 1] === ':';
      const start = i + (element ? 2 : 1);
      const name = NAME.exec(compound.slice(start))?.[0]?.toLowerCase();
      if (!name) return undefined;
      i = start + name.length;
      let inside: string | undefined;
      if (compound[i] === '(') {
        const end = groupEnd(compound, i);
        if (end < 0) return undefined;
        inside = compound.slice(i + 1, end);
        i = end + 1;
      }
      if (element || name === 'visited') required.never = true;
      else if (name === 'link' || name === 'any-link') required.anyOf.push(LINK);
      else if ((name === 'is' || name === 'where') && inside !== undefined) {
        const list = requirements(inside);
        if (list) required.anyOf.push(list);
      }
      // Any other pseudo-class only narrows what the rest names.
    } else return undefined; // an escape, a namespace, a nesting selector…
  }
  return required;
}

/** One alternative's requirement: its last compound's, else (after `>`) its parent's. */
function alternativeRequirement(alternative: string): Requirement | undefined {
  const compounds = splitOutsideGroups(alternative.trim(), /[\s>+~]/);
  if (!compounds?.length) return undefined;
  const last = compoundRequirement(compounds[compounds.length - 1]!.part);
  if (!last) return undefined;
  if (!namesNothing(last)) return last;
  const before = compounds[compounds.length - 2];
  if (before?.separator !== '>') return undefined;
  const parent = compoundRequirement(before.part);
  return parent && !namesNothing(parent) ? { ...last, parent } : undefined;
}

/**
 * For each of the selector's alternatives, what an element must have to match it; undefined when
 * one cannot be read or names nothing.
 */
export function requirements(selector: string): Requirement[] | undefined {
  const alternatives = splitOutsideGroups(selector, /,/);
  if (!alternatives?.length) return undefined;
  const found: Requirement[] = [];
  for (const { part } of alternatives) {
    const required = alternativeRequirement(part);
    if (!required) return undefined;
    found.push(required);
  }
  return found;
}

function hasAttribute(node: ElementImpl, name: string): boolean {
  return node.hasAttributeNS(null, name) || node.getAttributeNames().some((own) => own.toLowerCase() === name);
}

/** Whether the element has everything `required` names: false means the selector cannot match. */
export function mayMatch(node: ElementImpl, required: Requirement): boolean {
  if (required.never) return false;
  if (required.tag && node.localName.toLowerCase() !== required.tag) return false;
  if (required.id && (node.getAttributeNS(null, 'id') ?? '').toLowerCase() !== required.id) return false;
  if (required.classes.length) {
    const own = ` ${(node.getAttributeNS(null, 'class') ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
    if (!required.classes.every((name) => own.includes(` ${name} `))) return false;
  }
  if (!required.attributes.every((name) => hasAttribute(node, name))) return false;
  if (!required.anyOf.every((list) => list.some((one) => mayMatch(node, one)))) return false;
  if (required.parent) return node.parentElement !== null && mayMatch(node.parentElement, required.parent);
  return true;
}

/** Wraps a jsdom DOMSelector's `check` (what getComputedStyle matches each rule with). */
export function classIndexedCheck(check: Check): Check {
  const known = new Map<string, Requirement[] | undefined>();
  return (selector, node, options) => {
    let alternatives = known.get(selector);
    if (alternatives === undefined && !known.has(selector)) {
      alternatives = requirements(selector);
      known.set(selector, alternatives);
    }
    if (alternatives && !alternatives.some((required) => mayMatch(node, required))) return NO_MATCH;
    return check(selector, node, options);
  };
}

/**
 * Installs the wrapper on the document's matcher. Fails when jsdom no longer has the matcher where
 * this expects it, so that a jsdom upgrade shows here rather than as slow tests.
 */
export function indexStyleMatchingByClass(document: Document): void {
  const require = createRequire(import.meta.url);
  const idl = require('jsdom/lib/generated/idl/utils.js') as { implForWrapper(wrapper: unknown): DocumentImpl };
  const selector = idl.implForWrapper(document)?._getDOMSelector?.();
  if (typeof selector?.check !== 'function')
    throw new Error('jsdom changed: its document has no _getDOMSelector().check for getComputedStyle to wrap');
  selector.check = classIndexedCheck(selector.check);
}
