import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    accessControl: {
      offline: {
        noCopy:
          'This device has no door list for {{center}} yet, so it cannot check members in without the connection. It keeps one once the desk has been open here online.',
        copyOf: 'Offline: door list of {{time}} on this device, members: {{count}}',
        searchLabel: 'Member number, name or phone',
        nobody: 'No member in the door list on this device matches “{{q}}”.',
        mayEnter: 'May come in',
        mayNotEnter: 'May not come in',
        noOverride: 'Overrides need the connection.',
        balanceOwed: 'Balance owed: {{amount}}',
        queuedNote: 'Kept on this device until the connection is back.',
        queueTitle: 'Waiting to sync',
        queueCount: 'Check-ins on this device waiting to sync: {{count}}',
        synced: 'Check-ins sent to the server: {{count}}.',
        syncedToReview:
          "Let in offline but refused on a second look, now on the managers' review list: {{count}}.",
        syncFailed: 'The waiting check-ins were not sent: {{message}}',
        retrySync: 'Send again',
        review: {
          title: 'Let in offline, to review: {{count}}',
          intro:
            'These members were let in while a desk was offline, but the server refuses them on a second look (frozen, expired or used up meanwhile). They stay checked in.',
          mark: 'Reviewed',
          markLabel: 'Mark the check-in of {{name}} as reviewed',
        },
      },
    },
  },
  de: {
    accessControl: {
      offline: {
        noCopy:
          'Dieses Gerät hat noch keine Einlassliste für {{center}} und kann Mitglieder ohne Verbindung nicht einchecken. Es speichert eine, sobald der Empfang hier einmal online geöffnet war.',
        copyOf: 'Offline: Einlassliste von {{time}} auf diesem Gerät, Mitglieder: {{count}}',
        searchLabel: 'Mitgliedsnummer, Name oder Telefon',
        nobody: 'Kein Mitglied der Einlassliste auf diesem Gerät passt zu „{{q}}“.',
        mayEnter: 'Darf eintreten',
        mayNotEnter: 'Darf nicht eintreten',
        noOverride: 'Ausnahmen brauchen die Verbindung.',
        balanceOwed: 'Offener Betrag: {{amount}}',
        queuedNote: 'Auf diesem Gerät gespeichert, bis die Verbindung zurück ist.',
        queueTitle: 'Wartet auf Synchronisierung',
        queueCount: 'Check-ins auf diesem Gerät, die auf die Synchronisierung warten: {{count}}',
        synced: 'An den Server gesendete Check-ins: {{count}}.',
        syncedToReview:
          'Offline eingelassen, bei erneuter Prüfung abgelehnt, jetzt auf der Prüfliste der Manager: {{count}}.',
        syncFailed: 'Die wartenden Check-ins wurden nicht gesendet: {{message}}',
        retrySync: 'Erneut senden',
        review: {
          title: 'Offline eingelassen, zu prüfen: {{count}}',
          intro:
            'Diese Mitglieder wurden eingelassen, während ein Empfang offline war, aber der Server lehnt sie bei erneuter Prüfung ab (inzwischen pausiert, abgelaufen oder aufgebraucht). Sie bleiben eingecheckt.',
          mark: 'Geprüft',
          markLabel: 'Check-in von {{name}} als geprüft markieren',
        },
      },
    },
  },
  fr: {
    accessControl: {
      offline: {
        noCopy:
          "Cet appareil n'a pas encore de liste d'accès pour {{center}} : il ne peut pas enregistrer d'entrées sans la connexion. Il en garde une dès que l'accueil a été ouvert ici en ligne.",
        copyOf: "Hors ligne : liste d'accès de {{time}} sur cet appareil, membres : {{count}}",
        searchLabel: 'Numéro de membre, nom ou téléphone',
        nobody: "Aucun membre de la liste d'accès de cet appareil ne correspond à « {{q}} ».",
        mayEnter: 'Peut entrer',
        mayNotEnter: 'Ne peut pas entrer',
        noOverride: 'Les dérogations ont besoin de la connexion.',
        balanceOwed: 'Solde dû : {{amount}}',
        queuedNote: "Gardé sur cet appareil jusqu'au retour de la connexion.",
        queueTitle: 'En attente de synchronisation',
        queueCount: 'Entrées sur cet appareil en attente de synchronisation : {{count}}',
        synced: 'Entrées envoyées au serveur : {{count}}.',
        syncedToReview:
          'Entrés hors ligne mais refusés à la nouvelle vérification, désormais sur la liste à examiner des responsables : {{count}}.',
        syncFailed: "Les entrées en attente n'ont pas été envoyées : {{message}}",
        retrySync: 'Envoyer à nouveau',
        review: {
          title: 'Entrés hors ligne, à examiner : {{count}}',
          intro:
            "Ces membres sont entrés pendant qu'un accueil était hors ligne, mais le serveur les refuse à la nouvelle vérification (suspendu, expiré ou épuisé entre-temps). Leur entrée reste enregistrée.",
          mark: 'Examiné',
          markLabel: "Marquer l'entrée de {{name}} comme examinée",
        },
      },
    },
  },
  pt: {
    accessControl: {
      offline: {
        noCopy:
          'Este dispositivo ainda não tem lista de entrada para {{center}}, por isso não pode registar entradas sem a ligação. Guarda uma assim que a receção tiver sido aberta aqui com ligação.',
        copyOf: 'Sem ligação: lista de entrada de {{time}} neste dispositivo, membros: {{count}}',
        searchLabel: 'Número de membro, nome ou telefone',
        nobody: 'Nenhum membro da lista de entrada deste dispositivo corresponde a “{{q}}”.',
        mayEnter: 'Pode entrar',
        mayNotEnter: 'Não pode entrar',
        noOverride: 'As exceções precisam da ligação.',
        balanceOwed: 'Saldo em dívida: {{amount}}',
        queuedNote: 'Guardado neste dispositivo até a ligação voltar.',
        queueTitle: 'À espera de sincronizar',
        queueCount: 'Entradas neste dispositivo à espera de sincronizar: {{count}}',
        synced: 'Entradas enviadas ao servidor: {{count}}.',
        syncedToReview:
          'Deixados entrar sem ligação mas recusados numa segunda verificação, agora na lista de revisão dos gestores: {{count}}.',
        syncFailed: 'As entradas em espera não foram enviadas: {{message}}',
        retrySync: 'Enviar de novo',
        review: {
          title: 'Deixados entrar sem ligação, a rever: {{count}}',
          intro:
            'Estes membros entraram enquanto uma receção estava sem ligação, mas o servidor recusa-os numa segunda verificação (congelado, expirado ou esgotado entretanto). A entrada continua registada.',
          mark: 'Revisto',
          markLabel: 'Marcar a entrada de {{name}} como revista',
        },
      },
    },
  },
  'zh-TW': {
    accessControl: {
      offline: {
        noCopy:
          '此裝置尚無 {{center}} 的入場名單，離線時無法為會員報到。櫃檯在此連線開啟一次後，就會保存一份。',
        copyOf: '離線：使用本裝置上 {{time}} 的入場名單，會員數：{{count}}',
        searchLabel: '會員編號、姓名或電話',
        nobody: '本裝置的入場名單中沒有符合「{{q}}」的會員。',
        mayEnter: '可以入場',
        mayNotEnter: '不可入場',
        noOverride: '破例放行需要連線。',
        balanceOwed: '未付金額：{{amount}}',
        queuedNote: '已保存在本裝置，連線恢復後送出。',
        queueTitle: '等待同步',
        queueCount: '本裝置等待同步的報到：{{count}}',
        synced: '已送到伺服器的報到：{{count}}。',
        syncedToReview: '離線時放行、但重新判斷後被拒絕，已列入主管的待審核清單：{{count}}。',
        syncFailed: '等待中的報到未能送出：{{message}}',
        retrySync: '重新送出',
        review: {
          title: '離線放行，待審核：{{count}}',
          intro:
            '這些會員在櫃檯離線時入場，但伺服器重新判斷後拒絕（期間已凍結、到期或用完）。報到紀錄仍保留。',
          mark: '已審核',
          markLabel: '將 {{name}} 的報到標為已審核',
        },
      },
    },
  },
});
