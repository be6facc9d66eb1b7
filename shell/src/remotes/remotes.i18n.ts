import { addResources } from '@cloudfit/shared/i18n/i18n';

/** What the shell says about loading its remotes: why one failed, newer releases, overrides, diagnostics. */
addResources('remotes', {
  en: {
    failure: {
      contract:
        'The {{remote}} module was not loaded: this release was built for another version of CloudFit. It needs {{mismatches}}.',
      mismatch: '{{name}} {{required}} (here: {{provided}})',
      mismatchMissing: '{{name}} {{required}} (here: none)',
      securityPolicy:
        "The {{remote}} module was not loaded: the browser's security policy refused it ({{blocked}}).",
      manifestStatus: 'The {{remote}} module was not found: {{url}} answered {{status}}.',
      fileUnreachable: "The {{remote}} module's file {{url}} could not be loaded.",
      unreachable: 'The {{remote}} module did not answer at {{url}}. The rest of CloudFit keeps working.',
      crashed: 'The {{remote}} module loaded but failed to start: {{message}}',
      reloadPage: 'Reload page',
    },
    overrideRefused:
      'The address asked to load {{remote}} from {{url}}. That origin is not allowed for overrides, so CloudFit loads its published release.',
    newVersion: 'A new version of {{remote}} is available.',
    reload: 'Reload',
    openDiagnostics: 'Remote diagnostics',
  },
  de: {
    failure: {
      contract:
        'Das Modul {{remote}} wurde nicht geladen: Dieses Release wurde für eine andere Version von CloudFit gebaut. Es benötigt {{mismatches}}.',
      mismatch: '{{name}} {{required}} (hier: {{provided}})',
      mismatchMissing: '{{name}} {{required}} (hier: keine)',
      securityPolicy:
        'Das Modul {{remote}} wurde nicht geladen: Die Sicherheitsrichtlinie des Browsers hat es abgelehnt ({{blocked}}).',
      manifestStatus: 'Das Modul {{remote}} wurde nicht gefunden: {{url}} antwortete mit {{status}}.',
      fileUnreachable: 'Die Datei {{url}} des Moduls {{remote}} konnte nicht geladen werden.',
      unreachable:
        'Das Modul {{remote}} hat unter {{url}} nicht geantwortet. Der Rest von CloudFit funktioniert weiter.',
      crashed: 'Das Modul {{remote}} wurde geladen, konnte aber nicht starten: {{message}}',
      reloadPage: 'Seite neu laden',
    },
    overrideRefused:
      'Die Adresse wollte {{remote}} von {{url}} laden. Dieser Ursprung ist für Overrides nicht erlaubt, daher lädt CloudFit das veröffentlichte Release.',
    newVersion: 'Eine neue Version von {{remote}} ist verfügbar.',
    reload: 'Neu laden',
    openDiagnostics: 'Remote-Diagnose',
  },
  fr: {
    failure: {
      contract:
        "Le module {{remote}} n'a pas été chargé : cette version a été construite pour une autre version de CloudFit. Elle requiert {{mismatches}}.",
      mismatch: '{{name}} {{required}} (ici : {{provided}})',
      mismatchMissing: '{{name}} {{required}} (ici : aucune)',
      securityPolicy:
        "Le module {{remote}} n'a pas été chargé : la politique de sécurité du navigateur l'a refusé ({{blocked}}).",
      manifestStatus: 'Le module {{remote}} est introuvable : {{url}} a répondu {{status}}.',
      fileUnreachable: "Le fichier {{url}} du module {{remote}} n'a pas pu être chargé.",
      unreachable:
        "Le module {{remote}} n'a pas répondu à l'adresse {{url}}. Le reste de CloudFit continue de fonctionner.",
      crashed: "Le module {{remote}} s'est chargé mais n'a pas pu démarrer : {{message}}",
      reloadPage: 'Recharger la page',
    },
    overrideRefused:
      "L'adresse demandait de charger {{remote}} depuis {{url}}. Cette origine n'est pas autorisée pour les substitutions : CloudFit charge donc la version publiée.",
    newVersion: 'Une nouvelle version de {{remote}} est disponible.',
    reload: 'Recharger',
    openDiagnostics: 'Diagnostic des modules distants',
  },
  pt: {
    failure: {
      contract:
        'O módulo {{remote}} não foi carregado: esta versão foi compilada para outra versão do CloudFit. Precisa de {{mismatches}}.',
      mismatch: '{{name}} {{required}} (aqui: {{provided}})',
      mismatchMissing: '{{name}} {{required}} (aqui: nenhuma)',
      securityPolicy:
        'O módulo {{remote}} não foi carregado: a política de segurança do navegador recusou-o ({{blocked}}).',
      manifestStatus: 'O módulo {{remote}} não foi encontrado: {{url}} respondeu {{status}}.',
      fileUnreachable: 'Não foi possível carregar o ficheiro {{url}} do módulo {{remote}}.',
      unreachable: 'O módulo {{remote}} não respondeu em {{url}}. O resto do CloudFit continua a funcionar.',
      crashed: 'O módulo {{remote}} foi carregado, mas não conseguiu arrancar: {{message}}',
      reloadPage: 'Recarregar a página',
    },
    overrideRefused:
      'O endereço pedia para carregar {{remote}} de {{url}}. Essa origem não é permitida para substituições, por isso o CloudFit carrega a versão publicada.',
    newVersion: 'Está disponível uma nova versão de {{remote}}.',
    reload: 'Recarregar',
    openDiagnostics: 'Diagnóstico dos módulos remotos',
  },
  'zh-TW': {
    failure: {
      contract: '未載入 {{remote}} 模組：此版本是為另一個 CloudFit 版本建置的。它需要 {{mismatches}}。',
      mismatch: '{{name}} {{required}}（此處：{{provided}}）',
      mismatchMissing: '{{name}} {{required}}（此處：無）',
      securityPolicy: '未載入 {{remote}} 模組：瀏覽器的安全性原則拒絕了它（{{blocked}}）。',
      manifestStatus: '找不到 {{remote}} 模組：{{url}} 回應 {{status}}。',
      fileUnreachable: '無法載入 {{remote}} 模組的檔案 {{url}}。',
      unreachable: '{{remote}} 模組在 {{url}} 沒有回應。CloudFit 的其他部分仍可使用。',
      crashed: '{{remote}} 模組已載入，但無法啟動：{{message}}',
      reloadPage: '重新載入頁面',
    },
    overrideRefused:
      '此網址要求從 {{url}} 載入 {{remote}}。該來源不允許覆寫，因此 CloudFit 載入已發布的版本。',
    newVersion: '{{remote}} 有新版本可用。',
    reload: '重新載入',
    openDiagnostics: '遠端模組診斷',
  },
});
