import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/news.schema.ts`, in every language but English. */
export const newsMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a title.': {
    de: 'Geben Sie einen Titel ein.',
    fr: 'Saisissez un titre.',
    pt: 'Introduza um título.',
    'zh-TW': '請輸入標題。',
  },
  'Keep the title under 200 characters.': {
    de: 'Der Titel muss kürzer als 200 Zeichen sein.',
    fr: 'Le titre doit compter moins de 200 caractères.',
    pt: 'O título deve ter menos de 200 caracteres.',
    'zh-TW': '標題須少於 200 個字元。',
  },
  'Enter the text of the news.': {
    de: 'Geben Sie den Text der Neuigkeit ein.',
    fr: "Saisissez le texte de l'actualité.",
    pt: 'Introduza o texto da notícia.',
    'zh-TW': '請輸入消息內容。',
  },
  'Keep the text under 20000 characters.': {
    de: 'Der Text muss kürzer als 20000 Zeichen sein.',
    fr: 'Le texte doit compter moins de 20000 caractères.',
    pt: 'O texto deve ter menos de 20000 caracteres.',
    'zh-TW': '內容須少於 20000 個字元。',
  },
  'Choose at least one branch.': {
    de: 'Wählen Sie mindestens eine Filiale.',
    fr: 'Choisissez au moins un site.',
    pt: 'Escolha pelo menos uma unidade.',
    'zh-TW': '請至少選擇一間分店。',
  },
  'Choose each branch only once.': {
    de: 'Wählen Sie jede Filiale nur einmal.',
    fr: 'Choisissez chaque site une seule fois.',
    pt: 'Escolha cada unidade apenas uma vez.',
    'zh-TW': '每間分店只能選擇一次。',
  },
  'Enter a valid publish time.': {
    de: 'Geben Sie einen gültigen Veröffentlichungszeitpunkt ein.',
    fr: 'Saisissez une date de publication valide.',
    pt: 'Introduza uma hora de publicação válida.',
    'zh-TW': '請輸入有效的發布時間。',
  },
  'Enter a valid expiry time.': {
    de: 'Geben Sie einen gültigen Ablaufzeitpunkt ein.',
    fr: "Saisissez une date d'expiration valide.",
    pt: 'Introduza uma hora de expiração válida.',
    'zh-TW': '請輸入有效的到期時間。',
  },
  'Choose whether the news is pinned.': {
    de: 'Legen Sie fest, ob die Neuigkeit angeheftet ist.',
    fr: "Indiquez si l'actualité est épinglée.",
    pt: 'Indique se a notícia fica afixada.',
    'zh-TW': '請選擇是否置頂此消息。',
  },
  'Choose draft or published.': {
    de: 'Wählen Sie „Entwurf“ oder „Veröffentlicht“.',
    fr: 'Choisissez « Brouillon » ou « Publié ».',
    pt: 'Escolha «Rascunho» ou «Publicado».',
    'zh-TW': '請選擇「草稿」或「已發布」。',
  },
  'The news must expire after it is published.': {
    de: 'Die Neuigkeit muss nach ihrer Veröffentlichung ablaufen.',
    fr: "L'actualité doit expirer après sa publication.",
    pt: 'A notícia tem de expirar depois de ser publicada.',
    'zh-TW': '消息的到期時間必須晚於發布時間。',
  },
};
