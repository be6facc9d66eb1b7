import type { BlogCategory, BlogStatus } from '@cloudfit/shared/schemas/demo/pages-blog.schema';

export interface BlogPostData {
  id: number;
  img: string | null;
  title: string;
  slug: string;
  userFullName: string;
  /** `YYYY-MM-DD`. */
  blogPosted: string;
  tags: BlogCategory[];
  excerpt: string;
  status: BlogStatus;
  content: string[];
  comments: { userFullName: string; commentedAt: string; commentText: string }[];
}

/** The blog's posts, newest first; each server starts from a fresh copy. */
export function blogPosts(): BlogPostData[] {
  return [
    {
      id: 1,
      img: null,
      title: 'The Best Features Coming to iOS and Web Design',
      slug: 'the-best-features-coming-to-ios-and-web-design',
      userFullName: 'Ghani Pradita',
      blogPosted: '2026-11-10',
      tags: ['quote', 'fashion'],
      excerpt:
        'Donut fruitcake soufflé apple pie candy canes jujubes croissant chocolate bar ice cream. A look at what the next releases bring to designers.',
      status: 'published',
      content: [
        'Every new release brings a handful of features that change how we design for small screens. This year the focus is on motion, depth and type that adapts to the reader.',
        'Variable fonts are finally everywhere: one file, every weight, sharper text and smaller pages.',
        'Container queries let a card decide its own layout from the space it has, not from the width of the window. Components become truly reusable.',
      ],
      comments: [
        {
          userFullName: 'Chad Alexander',
          commentedAt: '2026-11-11T09:24:00Z',
          commentText:
            'A variation on the question technique above, the multiple-choice question is a great way to engage your reader.',
        },
      ],
    },
    {
      id: 2,
      img: null,
      title: 'Latest Quirky Opening Sentence or Paragraph',
      slug: 'latest-quirky-opening-sentence-or-paragraph',
      userFullName: 'Jorge Griffin',
      blogPosted: '2026-11-02',
      tags: ['gaming', 'video'],
      excerpt:
        'A good opening line earns the second sentence. Here is how writers we admire start their stories.',
      status: 'published',
      content: [
        'Readers decide in a few seconds whether to keep reading. The first line has one job: to make the second line irresistible.',
        'Start in the middle of the action, ask a question the reader wants answered, or say something surprising and then explain it.',
      ],
      comments: [
        {
          userFullName: 'Willie Clark',
          commentedAt: '2026-11-03T14:02:00Z',
          commentText: 'The surprising-statement opener works every time for me.',
        },
        {
          userFullName: 'Louisa Norton',
          commentedAt: '2026-11-04T08:45:00Z',
          commentText: 'Great examples, saving this for my next newsletter.',
        },
      ],
    },
    {
      id: 3,
      img: null,
      title: 'Share an Amazing and Shocking Fact or Statistic',
      slug: 'share-an-amazing-and-shocking-fact-or-statistic',
      userFullName: 'Claudia Neal',
      blogPosted: '2026-10-21',
      tags: ['gaming', 'food'],
      excerpt: 'Numbers stick. How to pick the statistic that makes readers stop scrolling.',
      status: 'published',
      content: [
        'A single well-chosen number can carry an argument further than a paragraph of adjectives.',
        'Pick a figure your reader can picture, give its source, and tell them what it means for them.',
      ],
      comments: [],
    },
    {
      id: 4,
      img: null,
      title: 'Withhold a Compelling Piece of Information',
      slug: 'withhold-a-compelling-piece-of-information',
      userFullName: 'Fred Boone',
      blogPosted: '2026-10-09',
      tags: ['video'],
      excerpt: 'Curiosity keeps people reading. Learn when to hold back the answer and when to give it.',
      status: 'published',
      content: [
        'Tell the reader that there is an answer before you give it. The gap between question and answer is where attention lives.',
        'Do not hold back too long: deliver the promise before the reader loses patience.',
      ],
      comments: [
        {
          userFullName: 'Ghani Pradita',
          commentedAt: '2026-10-10T17:30:00Z',
          commentText: 'The hardest part is knowing when to reveal it. Good rule of thumb here.',
        },
      ],
    },
    {
      id: 5,
      img: null,
      title: 'Unadvertised Bonus Opening: Share a Quote',
      slug: 'unadvertised-bonus-opening-share-a-quote',
      userFullName: 'Billy French',
      blogPosted: '2026-09-28',
      tags: ['quote', 'fashion'],
      excerpt: 'Someone else may already have said it best. Using a quotation to open without leaning on it.',
      status: 'published',
      content: [
        'A quotation lends authority and sets the tone. Choose one that is short, relevant and not worn out.',
        'Follow it immediately with your own point of view, so the post is about your idea, not someone else’s.',
      ],
      comments: [],
    },
    {
      id: 6,
      img: null,
      title: 'Ships at a Distance Have Every Man’s Wish on Board',
      slug: 'ships-at-a-distance-have-every-mans-wish-on-board',
      userFullName: 'Helena Hunt',
      blogPosted: '2026-09-15',
      tags: ['fashion', 'food'],
      excerpt: 'A first line that became famous, and what it teaches about rhythm and promise.',
      status: 'published',
      content: [
        'Some openings are remembered for a century. They promise a story and set a rhythm the reader wants to follow.',
        'Read yours aloud: if it does not sound right, it will not read right either.',
      ],
      comments: [
        {
          userFullName: 'Fred Boone',
          commentedAt: '2026-09-16T11:05:00Z',
          commentText: 'Reading it aloud is the best editing advice I know.',
        },
      ],
    },
  ];
}
