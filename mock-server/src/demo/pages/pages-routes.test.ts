import { MAX_IMAGE_BYTES } from '@cloudfit/shared/schemas/demo/pages-image.schema';
import {
  startTestServer,
  TEST_SERVER_START_TIMEOUT_MS,
  type TestServer,
} from '../../test-support/test-server';

jest.setTimeout(20_000);

let server: TestServer;
let developer: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer();
  developer = (await server.login('developer@demo.com', 'developer')).accessToken;
  client = (await server.login('client@demo.com', 'client')).accessToken;
}, TEST_SERVER_START_TIMEOUT_MS);
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

const call = (method: string, pathname: string, body?: unknown, token = developer) =>
  server.api(method, pathname, { token, body });

/** A data URL of `bytes` bytes of the given format (its signature, then zeros). */
function imageOf(type: 'png' | 'jpeg', bytes: number): string {
  const signature =
    type === 'png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff, 0xe0];
  const file = Buffer.alloc(bytes);
  Buffer.from(signature).copy(file);
  return `data:image/${type};base64,${file.toString('base64')}`;
}

describe('access', () => {
  it('answers 401 without a token and 403 to the client role', async () => {
    expect((await call('GET', '/pricing/data', undefined, '')).status).toBe(401);
    for (const path of [
      '/pricing/data',
      '/account-setting/data',
      '/blog/list/data',
      '/kb/data/knowledge_base',
    ]) {
      expect((await call('GET', path, undefined, client)).status).toBe(403);
    }
    const info = (await call('GET', '/account-setting/data')).body.info;
    const refused = await call('POST', '/account-setting/data/info', { ...info, bio: 'Front desk' }, client);
    expect(refused.status).toBe(403);
    expect((await call('GET', '/account-setting/data')).body.info).toEqual(info);
  });
});

describe('account settings', () => {
  it('reads every section with the six notification flags', async () => {
    const { status, body } = await call('GET', '/account-setting/data');
    expect(status).toBe(200);
    expect(Object.keys(body.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username']);
    expect(Object.keys(body.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website']);
    expect(Object.keys(body.social).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
      'linkedIn',
      'quora',
      'twitter',
    ]);
    expect(body.connections.length).toBeGreaterThan(0);
    expect(Object.keys(body.notification).sort()).toEqual([
      'AnswerOnForm',
      'blogDigest',
      'commentOnArticle',
      'followMe',
      'newAnnouncements',
      'productUpdates',
    ]);
  });

  it('saves each section and reads it back', async () => {
    const general = {
      avatar: imageOf('png', 2048),
      username: 'johnny',
      fullName: 'John Q. Doe',
      email: 'john@example.com',
      company: 'CloudFit',
    };
    const info = {
      bio: 'Runner.',
      dob: '1990-04-12',
      country: 'PT',
      website: 'https://example.com',
      phone: '+351 912 345 678',
    };
    const social = {
      twitter: 'https://x.com/john',
      facebook: '',
      google: '',
      linkedIn: '',
      instagram: '',
      quora: '',
    };
    const notification = {
      commentOnArticle: false,
      AnswerOnForm: true,
      followMe: true,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
    };
    for (const [section, body] of Object.entries({ general, info, social, notification })) {
      const saved = await call('POST', `/account-setting/data/${section}`, body);
      expect(saved).toEqual({ status: 200, body });
    }
    const { body } = await call('GET', '/account-setting/data');
    expect(body).toMatchObject({ general, info, social, notification });
  });

  it('refuses bad values with 400 and keeps what was saved', async () => {
    const before = (await call('GET', '/account-setting/data')).body;
    const general = { ...before.general };
    const cases: [string, unknown, string][] = [
      ['general', { ...general, email: 'not-an-email' }, 'Please enter a valid email address.'],
      ['general', { ...general, fullName: ' ' }, 'Enter your full name.'],
      ['general', { ...general, avatar: 'data:image/gif;base64,R0lGODlh' }, 'Choose a PNG or JPEG image.'],
      [
        'general',
        { ...general, avatar: `data:image/png;base64,${'A'.repeat(40)}` },
        'Choose a PNG or JPEG image.',
      ],
      [
        'general',
        { ...general, avatar: imageOf('jpeg', MAX_IMAGE_BYTES + 1) },
        'The image must be 800 KB or smaller.',
      ],
      ['info', { ...before.info, country: 'XX' }, 'Choose a country from the list.'],
      ['info', { ...before.info, dob: '1990-02-31' }, 'Enter a valid birthday.'],
      [
        'social',
        { ...before.social, twitter: 'javascript:alert(1)' },
        'Enter a full web address starting with https://.',
      ],
      ['notification', { ...before.notification, followMe: 'yes' }, 'Choose on or off.'],
      ['notification', { ...before.notification, extra: true }, ''],
    ];
    for (const [section, body, message] of cases) {
      const refused = await call('POST', `/account-setting/data/${section}`, body);
      expect(refused.status).toBe(400);
      if (message) expect(refused.body.error.message).toBe(message);
    }
    expect((await call('GET', '/account-setting/data')).body).toEqual(before);
  });

  it('accepts an avatar of exactly 800 KB', async () => {
    const general = (await call('GET', '/account-setting/data')).body.general;
    const saved = await call('POST', '/account-setting/data/general', {
      ...general,
      avatar: imageOf('jpeg', MAX_IMAGE_BYTES),
    });
    expect(saved.status).toBe(200);
  });

  it('answers 404 for a section that does not exist', async () => {
    expect((await call('POST', '/account-setting/data/connections', {})).status).toBe(404);
  });
});

describe('profile', () => {
  it('returns the header, about, suggested pages and posts newest first', async () => {
    const { status, body } = await call('GET', '/profile/data');
    expect(status).toBe(200);
    expect(body.header).toEqual({ fullName: 'John Doe', designation: expect.any(String) });
    expect(body.about).toMatchObject({
      email: expect.any(String),
      joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.suggestedPages.length).toBeGreaterThan(0);
    expect(body.posts.length).toBeGreaterThan(3);
    const times = body.posts.map((post: Json) => post.postedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.posts.every((post: Json) => post.likes >= post.likedBy.length)).toBe(true);
    expect((await call('GET', '/profile/data')).body).toEqual(body);
  });
});

describe('FAQ', () => {
  it('lists every topic with icon, title, subtitle and questions', async () => {
    const { status, body } = await call('GET', '/faq/data');
    expect(status).toBe(200);
    expect(body.topics.length).toBe(5);
    for (const topic of body.topics) {
      expect(topic).toMatchObject({
        icon: expect.any(String),
        title: expect.any(String),
        subtitle: expect.any(String),
      });
      expect(topic.qandA.length).toBeGreaterThan(0);
    }
  });

  it('filters questions and answers case-insensitively and drops empty topics', async () => {
    const { body } = await call('GET', '/faq/data?q=WARRANTY');
    expect(body.topics.map((topic: Json) => topic.id)).toEqual(['productServices']);
    for (const entry of body.topics[0].qandA) {
      expect(`${entry.question} ${entry.ans}`.toLowerCase()).toContain('warranty');
    }
    expect((await call('GET', '/faq/data?q=zzzz-nothing')).body).toEqual({ topics: [] });
  });

  it('refuses unknown parameters', async () => {
    expect((await call('GET', '/faq/data?page=2')).status).toBe(400);
  });
});

describe('knowledge base', () => {
  it('lists the categories with their question counts', async () => {
    const { status, body } = await call('GET', '/kb/data/knowledge_base');
    expect(status).toBe(200);
    expect(body.categories.length).toBeGreaterThanOrEqual(4);
    expect(body.categories[0]).toMatchObject({ category: 'sales-automation', title: 'Sales Automation' });
    expect(body.categories.every((category: Json) => category.questionCount > 0)).toBe(true);
  });

  it('returns a category with its questions and slugs; unknown is 404, a malformed one 400', async () => {
    const { status, body } = await call('GET', '/kb/data/category?category=api-questions');
    expect(status).toBe(200);
    expect(body.questions).toContainEqual({ slug: 'get-an-api-key', question: 'How do I get an API key?' });
    expect(body.questionCount).toBe(body.questions.length);
    const missing = await call('GET', '/kb/data/category?category=nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Knowledge base category not found');
    expect((await call('GET', '/kb/data/category')).status).toBe(400);
    expect((await call('GET', '/kb/data/category?category=..%2Fetc')).status).toBe(400);
  });

  it('returns one question with its content and related questions; unknown slug or category is 404', async () => {
    const { status, body } = await call(
      'GET',
      '/kb/data/question?category=api-questions&slug=api-rate-limits',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      category: 'api-questions',
      categoryTitle: 'API Questions',
      question: 'What are the API rate limits?',
    });
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.related.map((entry: Json) => entry.slug)).not.toContain('api-rate-limits');
    expect((await call('GET', '/kb/data/question?category=api-questions&slug=no-such-question')).status).toBe(
      404,
    );
    expect((await call('GET', '/kb/data/question?category=nope&slug=api-rate-limits')).status).toBe(404);
    expect((await call('GET', '/kb/data/question?category=api-questions')).status).toBe(400);
  });
});

describe('pricing', () => {
  it('has the three demo plans and their prices', async () => {
    const { status, body } = await call('GET', '/pricing/data');
    expect(status).toBe(200);
    expect(body.plans).toEqual([
      { id: 'basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 }, popular: false },
      { id: 'standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, popular: true },
      { id: 'enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 }, popular: false },
    ]);
    expect(body.qandA.length).toBeGreaterThan(0);
  });
});

describe('blog', () => {
  it('lists posts newest first, searchable by text and category', async () => {
    const { status, body } = await call('GET', '/blog/list/data');
    expect(status).toBe(200);
    expect(body.posts.length).toBe(6);
    const dates = body.posts.map((post: Json) => post.blogPosted);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.posts[0]).toMatchObject({ id: 1, comment: 1, tags: ['quote', 'fashion'] });
    const searched = await call('GET', '/blog/list/data?q=STATISTIC');
    expect(searched.body.posts.map((post: Json) => post.id)).toEqual([3]);
    const video = await call('GET', '/blog/list/data?category=video');
    expect(video.body.posts.map((post: Json) => post.id)).toEqual([2, 4]);
    expect((await call('GET', '/blog/list/data?category=sports')).status).toBe(400);
  });

  it('gives the sidebar recent posts and category counts', async () => {
    const { status, body } = await call('GET', '/blog/list/data/sidebar');
    expect(status).toBe(200);
    expect(body.recentPosts.map((post: Json) => post.id)).toEqual([1, 2, 3, 4]);
    expect(body.categories).toContainEqual({ category: 'video', count: 2 });
  });

  it('returns a post with content and comments; unknown id 404, malformed 400', async () => {
    const { status, body } = await call('GET', '/blog/list/data/detail?id=2');
    expect(status).toBe(200);
    expect(body.blog).toMatchObject({
      id: 2,
      title: 'Latest Quirky Opening Sentence or Paragraph',
      comment: 2,
    });
    expect(body.blog.content.length).toBeGreaterThan(0);
    expect(body.comments).toHaveLength(2);
    expect((await call('GET', '/blog/list/data/detail?id=999')).status).toBe(404);
    expect((await call('GET', '/blog/list/data/detail?id=abc')).status).toBe(400);
    expect((await call('GET', '/blog/list/data/detail')).status).toBe(400);
  });

  it('returns the edit form; unknown id 404', async () => {
    const { status, body } = await call('GET', '/blog/list/data/edit?id=5');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 5,
      blogTitle: 'Unadvertised Bonus Opening: Share a Quote',
      blogCategories: ['quote', 'fashion'],
      slug: 'unadvertised-bonus-opening-share-a-quote',
      status: 'published',
      featuredImage: null,
    });
    expect((await call('GET', '/blog/list/data/edit?id=999')).status).toBe(404);
  });

  it('saves an edit that the edit, detail and list calls then show', async () => {
    const edit = {
      id: 6,
      blogTitle: 'Ships Far Away',
      blogCategories: ['gaming'],
      slug: 'ships-far-away',
      status: 'draft',
      excerpt: 'A new excerpt.',
      featuredImage: imageOf('jpeg', 1024),
    };
    const saved = await call('POST', '/blog/list/data/edit', edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(edit);
    expect((await call('GET', '/blog/list/data/edit?id=6')).body).toMatchObject(edit);
    expect((await call('GET', '/blog/list/data/detail?id=6')).body.blog).toMatchObject({
      title: 'Ships Far Away',
      tags: ['gaming'],
      status: 'draft',
      img: edit.featuredImage,
    });
    expect(
      (await call('GET', '/blog/list/data?category=gaming')).body.posts.map((post: Json) => post.id),
    ).toContain(6);
  });

  it('refuses an invalid edit with 400 and an unknown post with 404', async () => {
    const valid = (await call('GET', '/blog/list/data/edit?id=4')).body;
    const { userFullName, blogPosted, ...edit } = valid;
    const cases: [unknown, string][] = [
      [{ ...edit, blogTitle: '  ' }, 'Enter a title.'],
      [{ ...edit, slug: 'Not A Slug' }, 'Use lowercase letters, digits and single dashes in the slug.'],
      [{ ...edit, slug: 'double--dash' }, 'Use lowercase letters, digits and single dashes in the slug.'],
      [{ ...edit, status: 'archived' }, 'Choose a status.'],
      [{ ...edit, blogCategories: [] }, 'Choose at least one category.'],
      [{ ...edit, featuredImage: 'https://example.com/a.png' }, 'Choose a PNG or JPEG image.'],
    ];
    for (const [body, message] of cases) {
      const refused = await call('POST', '/blog/list/data/edit', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await call('GET', '/blog/list/data/edit?id=4')).body).toEqual(valid);
    expect((await call('POST', '/blog/list/data/edit', { ...edit, id: 999 })).status).toBe(404);
  });
});
