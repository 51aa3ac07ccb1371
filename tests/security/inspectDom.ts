import type { Page } from 'playwright-core';

export interface DomFindings {
  /** Links whose resolved href is not http(s)/mailto. */
  unsafeLinks: string[];
  /** Elements that only injected markup would create here (inline scripts, frames, objects, <base>, refresh). */
  injectedElements: string[];
  /** Inline event-handler attributes (onerror=, onload=, …) anywhere in the document. */
  handlerAttributes: string[];
  /** src/action/formaction/data attributes with a script URL (or a data URL outside an image), and srcdoc. */
  unsafeSources: string[];
  /** Whether the page shows any payload text (proof that stored payloads were rendered at all). */
  showsPayloadText: boolean;
}

/** Collects, in the page, everything an injection that reached the DOM would leave behind. */
export async function inspectDom(page: Page): Promise<DomFindings> {
  return page.evaluate(() => {
    const protocolOf = (value: string) => {
      try {
        return new URL(value, document.baseURI).protocol;
      } catch {
        return 'invalid:';
      }
    };
    const unsafeLinks: string[] = [];
    for (const anchor of document.querySelectorAll('a[href], area[href]')) {
      const href = anchor.getAttribute('href') ?? '';
      if (!['http:', 'https:', 'mailto:'].includes(protocolOf(href))) unsafeLinks.push(href);
    }
    const injectedElements = [
      ...document.querySelectorAll(
        'iframe, frame, object, embed, base, meta[http-equiv], body script:not([src]), head script:not([src])',
      ),
    ].map((element) => element.outerHTML.slice(0, 120));
    const handlerAttributes: string[] = [];
    const unsafeSources: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on'))
          handlerAttributes.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        const isUrlAttribute = ['src', 'action', 'formaction', 'data', 'xlink:href', 'poster'].includes(name);
        const protocol = isUrlAttribute ? protocolOf(attribute.value) : '';
        // data: is fine for images (the CSP allows it there); never for frames, forms, objects or scripts.
        const unsafe =
          protocol === 'javascript:' ||
          protocol === 'vbscript:' ||
          (protocol === 'data:' && element.localName !== 'img');
        if (unsafe || name === 'srcdoc')
          unsafeSources.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
      }
    }
    return {
      unsafeLinks,
      injectedElements,
      handlerAttributes,
      unsafeSources,
      showsPayloadText: document.body.innerText.includes('__xss('),
    };
  });
}
