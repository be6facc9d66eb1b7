import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/room.schema.ts`, in every language but English. */
export const roomMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a room name.': {
    de: 'Geben Sie einen Raumnamen ein.',
    fr: 'Saisissez le nom de la salle.',
    pt: 'Introduza o nome da sala.',
    'zh-TW': '請輸入教室名稱。',
  },
  'Keep the room name under 120 characters.': {
    de: 'Der Raumname muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom de la salle doit compter moins de 120 caractères.',
    pt: 'O nome da sala deve ter menos de 120 caracteres.',
    'zh-TW': '教室名稱須少於 120 個字元。',
  },
  'Choose whether the room is in use.': {
    de: 'Legen Sie fest, ob der Raum genutzt wird.',
    fr: 'Indiquez si la salle est utilisée.',
    pt: 'Indique se a sala está em uso.',
    'zh-TW': '請選擇教室是否使用中。',
  },
};
