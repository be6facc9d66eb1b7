import { restoreStyleAttributes, styleAttributesToClasses } from './style-attributes';

describe('styleAttributesToClasses', () => {
  it('moves each distinct style attribute into one class rule, keeping the element classes', () => {
    const { html, css, declarations } = styleAttributesToClasses(
      '<div class="a b" style="min-width:200px"><span style="--Badge-inset:0 0 auto auto;--Badge-translate:50%, -50%">9</span>' +
        '<i style="min-width:200px" data-x="1"></i></div>',
    );
    expect(html).toBe(
      '<div class="a b page-style-0"><span class="page-style-1">9</span><i class="page-style-0" data-x="1"></i></div>',
    );
    expect(css).toBe(
      '.page-style-0{min-width:200px !important}' +
        '.page-style-1{--Badge-inset:0 0 auto auto !important;--Badge-translate:50%, -50% !important}',
    );
    expect(declarations).toEqual({
      'page-style-0': 'min-width:200px',
      'page-style-1': '--Badge-inset:0 0 auto auto;--Badge-translate:50%, -50%',
    });
  });

  it('reads escaped quotes and leaves markup without style attributes as it is', () => {
    expect(styleAttributesToClasses('<p title="style=&quot;x&quot;">a</p>').html).toBe(
      '<p title="style=&quot;x&quot;">a</p>',
    );
    expect(styleAttributesToClasses('<b style="font-family:&quot;Public Sans&quot;">x</b>').css).toBe(
      '.page-style-0{font-family:"Public Sans" !important}',
    );
  });

  it('puts the declarations back on their elements in the browser, as React renders them', () => {
    const rendered =
      '<div class="a" style="min-width:200px"><span style="transform:translateY(40px)">9</span><i style="min-width:200px"></i></div>';
    const { html, declarations } = styleAttributesToClasses(rendered);
    const root = document.createElement('div');
    root.innerHTML = html;
    restoreStyleAttributes(root, declarations);
    const expected = document.createElement('div');
    expected.innerHTML = rendered;
    const elements = (parent: Element) =>
      [...parent.querySelectorAll<HTMLElement>('*')].map((e) => [
        e.tagName,
        e.getAttribute('class'),
        e.style.cssText,
      ]);
    expect(elements(root)).toEqual(elements(expected));
  });
});
