#!/usr/bin/env node
// Developer helper: inserts one key into all eight catalogs after an existing key line.
// Usage: node scripts/i18n-add.mjs <file: app|resources|...> <afterKey> <newKey> '<json {"en":"..","ru":"..",...}>'
// The new line copies the indentation of the anchor line. Type-checking then proves parity.
import { readFileSync, writeFileSync } from 'node:fs';

const [file, afterKey, newKey, json] = process.argv.slice(2);
if (!file || !afterKey || !newKey || !json) {
  console.error('usage: node scripts/i18n-add.mjs <file> <afterKey> <newKey> <json>');
  process.exit(2);
}
const texts = JSON.parse(json);
for (const lang of ['en', 'ru', 'de', 'pt', 'fr', 'ro', 'zh', 'es']) {
  const path = `i18n/${lang}/${file}.ts`;
  const text = texts[lang];
  if (typeof text !== 'string') throw new Error(`missing ${lang}`);
  const lines = readFileSync(path, 'utf8').split('\n');
  const index = lines.findIndex((line) => new RegExp(`^\\s*${afterKey}:`).test(line));
  if (index < 0) throw new Error(`${path}: no key ${afterKey}`);
  const indent = /^\s*/.exec(lines[index])[0];
  let end = index;
  while (!/[,{]\s*$/.test(lines[end])) end++;
  lines.splice(end + 1, 0, `${indent}${newKey}: ${JSON.stringify(text)},`);
  writeFileSync(path, lines.join('\n'));
}
