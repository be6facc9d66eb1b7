import type { AccountSetting } from '@cloudfit/shared/schemas/demo/pages-account-setting.schema';

/** The settings a fresh server starts with. */
export function accountSetting(): AccountSetting {
  return {
    general: {
      avatar: null,
      username: 'johndoe',
      fullName: 'John Doe',
      email: 'granger007@hogward.com',
      company: 'PIXINVENT',
    },
    info: {
      bio: '',
      dob: null,
      country: 'US',
      website: '',
      phone: '6562542568',
    },
    social: {
      twitter: 'https://www.twitter.com',
      facebook: '',
      google: '',
      linkedIn: 'https://www.linkedin.com',
      instagram: '',
      quora: '',
    },
    connections: [
      { service: 'twitter', account: '@johndoe' },
      { service: 'google', account: 'luraweber@gmail.com' },
      { service: 'facebook', account: null },
      { service: 'github', account: null },
    ],
    notification: {
      commentOnArticle: true,
      AnswerOnForm: true,
      followMe: false,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    },
  };
}
