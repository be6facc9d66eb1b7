const START_TAG = /<[a-zA-Z][^>]*>/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * React writes `style` props into the markup as attributes, and the page's Content Security Policy
 * refuses style attributes (it admits style elements with the page's nonce only); in the browser
 * React sets them through the DOM, which the policy allows. Each distinct attribute becomes a class
 * whose rule carries the same declarations, marked important as an attribute's would win.
 * `declarations` gives them by class, for the browser to put back (restoreStyleAttributes).
 */
export function styleAttributesToClasses(
  html: string,
  classPrefix = 'page-style-',
): { html: string; css: string; declarations: Record<string, string> } {
  const classes = new Map<string, string>();
  const rewritten = html.replace(START_TAG, (tag) => {
    const style = STYLE_ATTRIBUTE.exec(tag);
    if (!style) return tag;
    const declarations = unescapeAttribute(style[1]!);
    let className = classes.get(declarations);
    if (!className) {
      className = `${classPrefix}${classes.size}`;
      classes.set(declarations, className);
    }
    const withoutStyle = tag.replace(STYLE_ATTRIBUTE, '');
    return CLASS_ATTRIBUTE.test(withoutStyle)
      ? withoutStyle.replace(CLASS_ATTRIBUTE, (_, names: string) => ` class="${names} ${className}"`)
      : withoutStyle.replace(/^<[a-zA-Z][\w-]*/, (name) => `${name} class="${className}"`);
  });
  const css = [...classes]
    .map(([declarations, className]) => {
      const important = declarations
        .split(';')
        .filter((declaration) => declaration.includes(':'))
        .map((declaration) => `${declaration.trim()} !important`)
        .join(';');
      return `.${className}{${important.replace(/</g, '\\3c ')}}`;
    })
    .join('');
  return {
    html: rewritten,
    css,
    declarations: Object.fromEntries(
      [...classes].map(([declarations, className]) => [className, declarations]),
    ),
  };
}

/**
 * Puts the declarations of a server rendering's style classes back on their elements, through the
 * DOM as React does, and takes the classes off: the markup is then what React's own render of it
 * would be, which it takes over as it is.
 */
export function restoreStyleAttributes(root: Element, declarations: Record<string, string>): void {
  for (const [className, cssText] of Object.entries(declarations)) {
    for (const element of [...root.getElementsByClassName(className)]) {
      (element as HTMLElement).style.cssText = cssText;
      element.classList.remove(className);
      if (element.classList.length === 0) element.removeAttribute('class');
    }
  }
}
