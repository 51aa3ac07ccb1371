/**
 * The XSS corpus: strings that run script when a page treats them as markup, as a URL or as a
 * template. Every payload, if it ever executed, calls the marker `__xss(<its id>)` (`top.__xss` from
 * inside frames), so a browser test that exposes `__xss` sees exactly which one got through.
 *
 * `kind`:
 * - `markup`   HTML/SVG/MathML fragments, attribute and element breakouts, polyglots;
 * - `url`      values that are dangerous where a URL is expected (href, src, redirect);
 * - `template` client-side template / markdown syntax that some renderers evaluate.
 * `scheme` (URL payloads only) is what the browser's URL parser makes of the value: a test can
 * require that `javascript`, `data` and `vbscript` never become a link.
 */
export type XssKind = 'markup' | 'url' | 'template';
export type XssScheme = 'javascript' | 'data' | 'vbscript' | 'http' | 'relative';

export interface XssPayload {
  id: number;
  kind: XssKind;
  /** Only for `url` payloads. */
  scheme?: XssScheme;
  text: string;
}

const m = (id: number) => `__xss(${id})`;
const top = (id: number) => `top.__xss(${id})`;
/** base64 of an HTML document that calls the marker (for data: URLs). */
const b64 = (html: string) => btoa(html);

const markup: [number, string][] = [
  [1, `<script>${m(1)}</script>`],
  [2, `<img src=x onerror=${m(2)}>`],
  [3, `<svg onload=${m(3)}>`],
  [4, `<svg><script>${m(4)}</script></svg>`],
  [5, `"><svg onload=${m(5)}>`],
  [6, `'><img src=x onerror=${m(6)}>`],
  [7, `" autofocus onfocus="${m(7)}" x="`],
  [8, `</textarea><script>${m(8)}</script>`],
  [9, `</title><img src=x onerror=${m(9)}>`],
  [10, `--><svg/onload=${m(10)}>`],
  [11, `<iframe srcdoc="<script>${top(11)}</script>"></iframe>`],
  [12, `<iframe src="javascript:${top(12)}"></iframe>`],
  [13, `<a href="javascript:${m(13)}">click me</a>`],
  [14, `<details open ontoggle=${m(14)}>`],
  [15, `<body onload=${m(15)}>`],
  [16, `<input autofocus onfocus=${m(16)}>`],
  [17, `<video><source onerror=${m(17)}></video>`],
  [18, `<object data="javascript:${m(18)}"></object>`],
  [19, `<embed src="data:text/html;base64,${b64(`<script>${top(19)}</script>`)}">`],
  [20, `<math><mtext><table><mglyph><style><img src=x onerror=${m(20)}>`],
  [21, `<div style="background:url(javascript:${m(21)})">css</div>`],
  [22, `<div style="width:expression(${m(22)})">css expression</div>`],
  [23, `<style>@import 'javascript:${m(23)}';</style>`],
  [24, `<form action="javascript:${m(24)}"><button>go</button></form>`],
  [25, `<base href="javascript:${m(25)}//">`],
  [26, `<meta http-equiv="refresh" content="0;url=javascript:${m(26)}">`],
  [27, `<marquee onstart=${m(27)}>x</marquee>`],
  [28, `<svg><animate onbegin=${m(28)} attributeName=x dur=1s>`],
  [29, `<img src="x" onerror="&#95;&#95;xss(29)">`],
  [30, `<scr<script>ipt>${m(30)}</scr</script>ipt>`],
  [31, `＜script＞${m(31)}＜/script＞`],
  [32, `\u202e<img src=x onerror=${m(32)}>\u202c`],
  [33, `<img src=x\u2028onerror=${m(33)}>`],
  [34, `\\u003cimg src=x onerror=${m(34)}\\u003e`],
  [35, `%3Cscript%3E${m(35)}%3C%2Fscript%3E`],
  [36, `&lt;img src=x onerror=${m(36)}&gt;`],
  [
    37,
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${m(37)} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${m(37)}//>\\x3e`,
  ],
  [38, `"'><img src=x onerror=${m(38)}>\`"><svg onload=${m(38)}>`],
  [39, `</script><script>${m(39)}</script>`],
  [40, `<noscript><p title="</noscript><img src=x onerror=${m(40)}>">`],
  [41, `<a href="jAvAsCrIpT:${m(41)}">x</a><a href="&#x6A;avascript:${m(41)}">y</a>`],
];

const urls: [number, XssScheme, string][] = [
  [50, 'javascript', `javascript:${m(50)}`],
  [51, 'javascript', `jAvAsCrIpT:${m(51)}`],
  [52, 'relative', `&#x6A;avascript:${m(52)}`],
  [53, 'javascript', ` javascript:${m(53)}`],
  [54, 'javascript', `\njavascript:${m(54)}`],
  [55, 'javascript', `\tjavascript:${m(55)}`],
  [56, 'javascript', `java\tscript:${m(56)}`],
  [57, 'javascript', `java\nscript:${m(57)}`],
  [58, 'javascript', `\u0001javascript:${m(58)}`],
  [59, 'javascript', `javascript://%0a${m(59)}`],
  [60, 'javascript', `javascript:/*--></title></style></textarea></script><svg/onload=${m(60)}>*/`],
  [61, 'data', `data:text/html,<script>${top(61)}</script>`],
  [62, 'data', `data:text/html;base64,${b64(`<script>${top(62)}</script>`)}`],
  [63, 'data', `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${top(63)}"/>`],
  [64, 'vbscript', `vbscript:${m(64)}`],
  [65, 'vbscript', `VBScript:${m(65)}`],
  [66, 'relative', `javascript&colon;${m(66)}`],
  [67, 'http', `https://example.com/"><svg onload=${m(67)}>`],
  [68, 'http', `http://example.com/#<img src=x onerror=${m(68)}>`],
  [69, 'relative', `//example.com/?q=<script>${m(69)}</script>`],
];

const templates: [number, string][] = [
  [80, `{{constructor.constructor('${m(80)}')()}}`],
  [81, `\${${m(81)}}`],
  [82, `#{${m(82)}}`],
  [83, `<%= ${m(83)} %>`],
  [84, `[click me](javascript:${m(84)})`],
  [85, `![image](x" onerror="${m(85)})`],
  [86, `{{'a'.constructor.prototype.charAt=[].join;$eval('x=${m(86)}');}}`],
  [87, `<div v-html="'<img src=x onerror=${m(87)}>'"></div>`],
  [88, `[a](data:text/html;base64,${b64(`<script>${top(88)}</script>`)})`],
];

export const xssPayloads: readonly XssPayload[] = [
  ...markup.map(([id, text]) => ({ id, kind: 'markup' as const, text })),
  ...urls.map(([id, scheme, text]) => ({ id, kind: 'url' as const, scheme, text })),
  ...templates.map(([id, text]) => ({ id, kind: 'template' as const, text })),
];

/** Payloads meant for URL fields. */
export const urlPayloads: readonly XssPayload[] = xssPayloads.filter((p) => p.kind === 'url');

/** URL payloads the browser would run or navigate to as script/HTML: these must never become an href. */
export const dangerousUrlPayloads: readonly XssPayload[] = urlPayloads.filter(
  (p) => p.scheme === 'javascript' || p.scheme === 'data' || p.scheme === 'vbscript',
);
