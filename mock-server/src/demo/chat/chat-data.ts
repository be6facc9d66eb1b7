import {
  CHAT_STATUSES,
  type Chat,
  type ChatContact,
  type ChatProfileUser,
} from '@cloudfit/shared/schemas/demo/chat.schema';
import { englishFaker } from '../../english-faker';

const CONTACT_COUNT = 10;
export const PROFILE_USER_ID = 11;

/** Who writes each line of a seeded conversation: the contact or the profile user. */
type Line = [from: 'contact' | 'me', message: string];

/** Conversations with the first contacts; the unseen ones are the contact's last lines. */
const CONVERSATIONS: { lines: Line[]; unseenMsgs: number }[] = [
  {
    unseenMsgs: 0,
    lines: [
      ['contact', 'Hi'],
      ['me', 'Hello. How can I help you?'],
      ['contact', 'Can I get details of my last transaction I made last month?'],
      ['me', 'We need to check if we can provide you such information.'],
      ['me', 'I will inform you as I get update on this.'],
      ['contact', 'If it takes long you can mail me at my mail address.'],
    ],
  },
  {
    unseenMsgs: 1,
    lines: [
      ['me', 'How can we help? We are here for you!'],
      ['contact', 'Hey, I am looking for the best admin template. Could you please help me to find it out?'],
      ['me', 'It should be Bootstrap 5 compatible.'],
      ['contact', 'Absolutely!'],
      ['me', 'Modern admin is the responsive admin template.'],
      ['contact', 'Looks clean and fresh UI.'],
    ],
  },
  {
    unseenMsgs: 2,
    lines: [
      ['contact', 'Are you free for the team meeting at four?'],
      ['me', 'Yes, I will bring the quarterly numbers.'],
      ['contact', 'Great, the client joins at half past.'],
      ['contact', 'Can you also share the slides before?'],
    ],
  },
  {
    unseenMsgs: 0,
    lines: [
      ['me', 'The new release is out.'],
      ['contact', 'Thanks, I will test it this afternoon.'],
    ],
  },
];

export interface ChatData {
  profileUser: ChatProfileUser;
  contacts: ChatContact[];
  chats: Chat[];
}

/** Who the chat's own profile is: the signed-in account. */
export interface ChatOwner {
  fullName: string;
  avatar: string | null;
  role: string | null;
}

/**
 * The same people and conversations on every start, the messages dated back from `now`; the
 * profile user (the other side of every conversation) is `owner`.
 */
export function createChatData(now: Date, owner: ChatOwner): ChatData {
  const faker = englishFaker(5120);
  const person = (id: number): ChatContact => ({
    id,
    fullName: faker.person.fullName(),
    role: faker.person.jobTitle(),
    about: faker.lorem.sentences(2),
    avatar: '',
    status: faker.helpers.arrayElement(CHAT_STATUSES),
  });
  const contacts = Array.from({ length: CONTACT_COUNT }, (_, index) => person(index + 1));
  const profileUser: ChatProfileUser = {
    ...person(PROFILE_USER_ID),
    fullName: owner.fullName,
    avatar: owner.avatar ?? '',
    role: owner.role ?? '',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const chats = CONVERSATIONS.map(({ lines, unseenMsgs }, index): Chat => {
    const contactId = index + 1;
    // Each conversation ends a little earlier than the previous one, one minute between lines.
    const endsMinutesAgo = 5 + index * 180;
    return {
      id: index + 1,
      userId: contactId,
      unseenMsgs,
      messages: lines.map(([from, message], line) => ({
        message,
        senderId: from === 'me' ? PROFILE_USER_ID : contactId,
        time: new Date(now.getTime() - (endsMinutesAgo + lines.length - 1 - line) * 60_000).toISOString(),
      })),
    };
  });
  return { profileUser, contacts, chats };
}
