import Box from '@mui/material/Box';
import ReactMarkdown from 'react-markdown';

interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/**
 * HTML typed into a news body is shown as the text it is, never rendered: react-markdown already
 * refuses raw HTML, and this turns it into visible text instead of dropping it silently.
 */
function showHtmlAsText() {
  const visit = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return visit;
}

const REMARK_PLUGINS = [showHtmlAsText];

/** A news body: markdown (bold, lists, links, headings) in the theme's type, no raw HTML. */
export function NewsMarkdown({ body, dense }: { body: string; dense?: boolean }) {
  return (
    <Box
      data-testid="news-body"
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol': { my: dense ? 0.5 : 1 },
        '& h1, & h2, & h3, & h4': { typography: 'subtitle1', fontWeight: 600, mt: 1.5, mb: 0.5 },
        '& a': { color: 'primary.main' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
      }}
    >
      <ReactMarkdown remarkPlugins={REMARK_PLUGINS}>{body}</ReactMarkdown>
    </Box>
  );
}
