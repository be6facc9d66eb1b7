import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/class-import.schema.ts`, in every language but English. */
export const classImportMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter the room name.': {
    de: 'Geben Sie den Namen des Raums ein.',
    fr: 'Saisissez le nom de la salle.',
    pt: 'Introduza o nome da sala.',
    'zh-TW': '請輸入教室名稱。',
  },
  "Enter the instructor's name or email.": {
    de: 'Geben Sie den Namen oder die E-Mail-Adresse der Kursleitung ein.',
    fr: "Saisissez le nom ou l'e-mail de l'instructeur.",
    pt: 'Introduza o nome ou o e-mail do instrutor.',
    'zh-TW': '請輸入教練的姓名或電子郵件。',
  },
  "Keep the instructor's name under 120 characters.": {
    de: 'Der Name der Kursleitung darf höchstens 120 Zeichen lang sein.',
    fr: "Le nom de l'instructeur doit comporter moins de 120 caractères.",
    pt: 'O nome do instrutor deve ter menos de 120 caracteres.',
    'zh-TW': '教練姓名請少於 120 個字元。',
  },
  'No active room of this branch has this name.': {
    de: 'Diese Filiale hat keinen Raum in Betrieb mit diesem Namen.',
    fr: 'Aucune salle en service de ce site ne porte ce nom.',
    pt: 'Nenhuma sala ativa desta unidade tem este nome.',
    'zh-TW': '此分店沒有使用中的教室叫這個名稱。',
  },
  'No active staff member has this name or email.': {
    de: 'Kein aktives Teammitglied hat diesen Namen oder diese E-Mail-Adresse.',
    fr: 'Aucun membre du personnel actif ne porte ce nom ou cet e-mail.',
    pt: 'Nenhum membro ativo da equipa tem este nome ou e-mail.',
    'zh-TW': '沒有在職員工使用這個姓名或電子郵件。',
  },
  'Members have booked some of these classes already: cancel those from the class list instead.': {
    de: 'Für einige dieser Kurse haben Mitglieder schon gebucht: Sagen Sie diese stattdessen in der Kursliste ab.',
    fr: 'Des membres ont déjà réservé certains de ces cours : annulez-les plutôt depuis la liste des cours.',
    pt: 'Já há membros inscritos em algumas destas aulas: cancele-as antes na lista de aulas.',
    'zh-TW': '部分課程已有會員預約，請改從課程列表取消這些課程。',
  },
  'Only classes an import created can be removed this way.': {
    de: 'Auf diesem Weg lassen sich nur Kurse entfernen, die ein Import angelegt hat.',
    fr: 'Seuls les cours créés par un import peuvent être supprimés ainsi.',
    pt: 'Só as aulas criadas por uma importação podem ser removidas desta forma.',
    'zh-TW': '只有匯入建立的課程能以此方式移除。',
  },
  'Choose the classes to remove.': {
    de: 'Wählen Sie die Kurse, die entfernt werden sollen.',
    fr: 'Choisissez les cours à supprimer.',
    pt: 'Escolha as aulas a remover.',
    'zh-TW': '請選擇要移除的課程。',
  },
  'This class would start in the past.': {
    de: 'Dieser Kurs würde in der Vergangenheit beginnen.',
    fr: 'Ce cours commencerait dans le passé.',
    pt: 'Esta aula começaria no passado.',
    'zh-TW': '此課程的開始時間已經過去。',
  },
  'Several staff members have this name: use the email.': {
    de: 'Mehrere Teammitglieder haben diesen Namen: Verwenden Sie die E-Mail-Adresse.',
    fr: "Plusieurs membres du personnel portent ce nom : utilisez l'e-mail.",
    pt: 'Vários membros da equipa têm este nome: use o e-mail.',
    'zh-TW': '有多位員工同名，請改用電子郵件。',
  },
  'Say whether this is a dry run.': {
    de: 'Geben Sie an, ob dies ein Probelauf ist.',
    fr: "Indiquez s'il s'agit d'un essai à blanc.",
    pt: 'Indique se se trata de uma simulação.',
    'zh-TW': '請說明這是否為試算檢查。',
  },
  'Send the rows of the file.': {
    de: 'Senden Sie die Zeilen der Datei.',
    fr: 'Envoyez les lignes du fichier.',
    pt: 'Envie as linhas do ficheiro.',
    'zh-TW': '請送出檔案中的資料列。',
  },
  'The file has no rows to import.': {
    de: 'Die Datei enthält keine Zeilen zum Importieren.',
    fr: 'Le fichier ne contient aucune ligne à importer.',
    pt: 'O ficheiro não tem linhas para importar.',
    'zh-TW': '檔案中沒有可匯入的資料列。',
  },
  'Import at most 500 rows at a time.': {
    de: 'Importieren Sie höchstens 500 Zeilen auf einmal.',
    fr: 'Importez au maximum 500 lignes à la fois.',
    pt: 'Importe no máximo 500 linhas de cada vez.',
    'zh-TW': '每次最多匯入 500 列。',
  },
};
