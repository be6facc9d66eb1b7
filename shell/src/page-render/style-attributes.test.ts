import { styleAttributesToClasses } from './style-attributes';

describe('styleAttributesToClasses', () => {
  it('moves each distinct style attribute into one class rule, keeping the element classes', () => {
    const { html, css } = styleAttributesToClasses(
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
  });

  it('reads escaped quotes and leaves markup without style attributes as it is', () => {
    expect(styleAttributesToClasses('<p title="style=&quot;x&quot;">a</p>').html).toBe(
      '<p title="style=&quot;x&quot;">a</p>',
    );
    expect(styleAttributesToClasses('<b style="font-family:&quot;Public Sans&quot;">x</b>').css).toBe(
      '.page-style-0{font-family:"Public Sans" !important}',
    );
  });
});
