import type { Locale } from '@cloudfit/shared/constants';
import type { ContractMismatch } from '@cloudfit/shared/federation/release-contract';

/** The registry's refusals, in the user's language (the request's Accept-Language). */
export const RELEASE_CODES = {
  forbidden: 'release_forbidden',
  notFound: 'release_not_found',
  unknownRemote: 'release_unknown_remote',
  versionTaken: 'release_version_taken',
  filesMissing: 'release_files_missing',
  contractMismatch: 'release_contract_mismatch',
  alreadyLive: 'release_already_live',
  nothingToRollBack: 'release_nothing_to_roll_back',
  canaryIsLive: 'release_canary_is_live',
  noCanary: 'release_no_canary',
} as const;

type Code = (typeof RELEASE_CODES)[keyof typeof RELEASE_CODES];

interface Facts {
  remote?: string;
  version?: string;
  mismatches?: ContractMismatch[];
}

type Messages = Record<Code, (facts: Facts) => string> & {
  mismatch: (mismatch: ContractMismatch) => string;
  shellApi: string;
  none: string;
};

const list = (facts: Facts, messages: Messages) =>
  (facts.mismatches ?? []).map((mismatch) => messages.mismatch(mismatch)).join('; ');

const provided = (mismatch: ContractMismatch, messages: Messages) => mismatch.provided ?? messages.none;
const named = (mismatch: ContractMismatch, messages: Messages) =>
  mismatch.name === 'shell API' ? messages.shellApi : mismatch.name;

const en: Messages = {
  release_forbidden: () => 'Only developers may publish or change releases.',
  release_not_found: () => 'This release does not exist.',
  release_unknown_remote: (f) => `There is no remote named ${f.remote}.`,
  release_version_taken: (f) =>
    `${f.remote} ${f.version} is already published with different content. Publish it under a new version.`,
  release_files_missing: () => 'The release’s manifest is not in the releases folder. Copy its files first.',
  release_contract_mismatch: (f) => `The live shell does not satisfy this release: ${list(f, en)}.`,
  release_already_live: (f) => `${f.remote} ${f.version} is already live.`,
  release_nothing_to_roll_back: (f) => `${f.remote} has no previous live release to roll back to.`,
  release_canary_is_live: (f) => `${f.remote} ${f.version} is live; a canary must be another release.`,
  release_no_canary: (f) => `${f.remote} has no canary.`,
  mismatch: (m) => `${named(m, en)} needs ${m.required}, the shell has ${provided(m, en)}`,
  shellApi: 'shell API',
  none: 'none',
};

const de: Messages = {
  release_forbidden: () => 'Nur Entwickler dürfen Releases veröffentlichen oder ändern.',
  release_not_found: () => 'Dieses Release gibt es nicht.',
  release_unknown_remote: (f) => `Es gibt kein Remote namens ${f.remote}.`,
  release_version_taken: (f) =>
    `${f.remote} ${f.version} ist bereits mit anderem Inhalt veröffentlicht. Veröffentlichen Sie es unter einer neuen Version.`,
  release_files_missing: () =>
    'Das Manifest des Releases liegt nicht im Release-Ordner. Kopieren Sie zuerst seine Dateien.',
  release_contract_mismatch: (f) => `Die live Shell erfüllt dieses Release nicht: ${list(f, de)}.`,
  release_already_live: (f) => `${f.remote} ${f.version} ist bereits live.`,
  release_nothing_to_roll_back: (f) => `${f.remote} hat kein früheres Live-Release zum Zurücksetzen.`,
  release_canary_is_live: (f) =>
    `${f.remote} ${f.version} ist live; ein Canary muss ein anderes Release sein.`,
  release_no_canary: (f) => `${f.remote} hat keinen Canary.`,
  mismatch: (m) => `${named(m, de)} braucht ${m.required}, die Shell hat ${provided(m, de)}`,
  shellApi: 'Shell-API',
  none: 'keine',
};

const fr: Messages = {
  release_forbidden: () => 'Seuls les développeurs peuvent publier ou modifier des versions publiées.',
  release_not_found: () => 'Cette version publiée n’existe pas.',
  release_unknown_remote: (f) => `Aucun module distant ne s’appelle ${f.remote}.`,
  release_version_taken: (f) =>
    `${f.remote} ${f.version} est déjà publié avec un autre contenu. Publiez-le sous une nouvelle version.`,
  release_files_missing: () =>
    'Le manifeste de cette version n’est pas dans le dossier des versions. Copiez d’abord ses fichiers.',
  release_contract_mismatch: (f) => `Le shell en ligne ne satisfait pas cette version : ${list(f, fr)}.`,
  release_already_live: (f) => `${f.remote} ${f.version} est déjà en ligne.`,
  release_nothing_to_roll_back: (f) => `${f.remote} n’a pas de version précédente à rétablir.`,
  release_canary_is_live: (f) =>
    `${f.remote} ${f.version} est en ligne ; un canari doit être une autre version.`,
  release_no_canary: (f) => `${f.remote} n’a pas de canari.`,
  mismatch: (m) => `${named(m, fr)} demande ${m.required}, le shell fournit ${provided(m, fr)}`,
  shellApi: 'API du shell',
  none: 'rien',
};

const pt: Messages = {
  release_forbidden: () => 'Só os programadores podem publicar ou alterar versões publicadas.',
  release_not_found: () => 'Esta versão publicada não existe.',
  release_unknown_remote: (f) => `Não existe nenhum módulo remoto chamado ${f.remote}.`,
  release_version_taken: (f) =>
    `${f.remote} ${f.version} já está publicado com outro conteúdo. Publique-o com uma nova versão.`,
  release_files_missing: () =>
    'O manifesto desta versão não está na pasta das versões. Copie primeiro os seus ficheiros.',
  release_contract_mismatch: (f) => `A shell em produção não satisfaz esta versão: ${list(f, pt)}.`,
  release_already_live: (f) => `${f.remote} ${f.version} já está em produção.`,
  release_nothing_to_roll_back: (f) => `${f.remote} não tem uma versão anterior para repor.`,
  release_canary_is_live: (f) =>
    `${f.remote} ${f.version} está em produção; um canário tem de ser outra versão.`,
  release_no_canary: (f) => `${f.remote} não tem canário.`,
  mismatch: (m) => `${named(m, pt)} precisa de ${m.required}, a shell tem ${provided(m, pt)}`,
  shellApi: 'API da shell',
  none: 'nenhuma',
};

const zhTW: Messages = {
  release_forbidden: () => '只有開發人員可以發布或變更版本。',
  release_not_found: () => '此版本不存在。',
  release_unknown_remote: (f) => `沒有名為 ${f.remote} 的遠端模組。`,
  release_version_taken: (f) => `${f.remote} ${f.version} 已以不同內容發布。請以新的版本號發布。`,
  release_files_missing: () => '版本資料夾中找不到此版本的 manifest。請先複製其檔案。',
  release_contract_mismatch: (f) => `線上的 shell 不符合此版本的需求：${list(f, zhTW)}。`,
  release_already_live: (f) => `${f.remote} ${f.version} 已經上線。`,
  release_nothing_to_roll_back: (f) => `${f.remote} 沒有可回復的前一個上線版本。`,
  release_canary_is_live: (f) => `${f.remote} ${f.version} 已上線；金絲雀必須是另一個版本。`,
  release_no_canary: (f) => `${f.remote} 沒有金絲雀版本。`,
  mismatch: (m) => `${named(m, zhTW)} 需要 ${m.required}，shell 提供 ${provided(m, zhTW)}`,
  shellApi: 'shell API',
  none: '無',
};

const MESSAGES: Record<Locale, Messages> = { en, de, fr, pt, 'zh-TW': zhTW };

export function releaseMessage(locale: Locale, code: Code, facts: Facts = {}): string {
  return MESSAGES[locale][code](facts);
}
