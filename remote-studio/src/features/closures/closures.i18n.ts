import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    closures: {
      title: 'Closures',
      subtitle_one: '{{total}} closure',
      subtitle_other: '{{total}} closures',
      searchPlaceholder: 'Reason',
      empty: 'No closure matches “{{q}}”.',
      emptyAll: 'No branch has been closed yet.',
      range: '{{from}} – {{to}}',
      columns: {
        days: 'Closed',
        center: 'Branch',
        reason: 'Reason',
        classesCancelled: 'Classes cancelled',
        membershipsExtended: 'Memberships extended',
        createdBy: 'By',
      },
      filters: { days: 'Days', from: 'From', to: 'To' },
      fields: { center: 'Branch', reason: 'Reason', startsOn: 'First closed day', endsOn: 'Last closed day' },
      new: { button: 'New closure', title: 'Close a branch', preview: 'Show what changes' },
      plan: {
        title: 'Close {{center}}, {{days}}?',
        days_one: 'The branch is closed for {{count}} day.',
        days_other: 'The branch is closed for {{count}} days.',
        classes_one:
          '{{count}} class is cancelled; {{bookings}} bookings and waitlist places are cancelled with their credits returned.',
        classes_other:
          '{{count}} classes are cancelled; {{bookings}} bookings and waitlist places are cancelled with their credits returned.',
        memberships_one:
          '{{count}} time-based membership running on those days is extended by the closed days.',
        memberships_other:
          '{{count}} time-based memberships running on those days are extended by the closed days.',
        moved_one:
          '{{count}} renewal after an extended membership starts later by the same days, so the two do not overlap.',
        moved_other:
          '{{count}} renewals after extended memberships start later by the same days, so they do not overlap.',
        classList: 'Classes cancelled and the members booked',
        noBookings: 'No bookings',
        permanent: 'A closure cannot be undone: cancelled classes and extended memberships stay as they are.',
        back: 'Back',
        confirm: 'Close the branch',
      },
      created: '{{center}} closed. Classes cancelled: {{classes}}. Memberships extended: {{memberships}}.',
    },
  },
  de: {
    closures: {
      title: 'Schließungen',
      subtitle_one: '{{total}} Schließung',
      subtitle_other: '{{total}} Schließungen',
      searchPlaceholder: 'Grund',
      empty: 'Keine Schließung passt zu „{{q}}“.',
      emptyAll: 'Bisher wurde keine Filiale geschlossen.',
      range: '{{from}} – {{to}}',
      columns: {
        days: 'Geschlossen',
        center: 'Filiale',
        reason: 'Grund',
        classesCancelled: 'Abgesagte Kurse',
        membershipsExtended: 'Verlängerte Mitgliedschaften',
        createdBy: 'Von',
      },
      filters: { days: 'Tage', from: 'Von', to: 'Bis' },
      fields: {
        center: 'Filiale',
        reason: 'Grund',
        startsOn: 'Erster Schließtag',
        endsOn: 'Letzter Schließtag',
      },
      new: { button: 'Neue Schließung', title: 'Filiale schließen', preview: 'Auswirkungen anzeigen' },
      plan: {
        title: '{{center}} schließen: {{days}}?',
        days_one: 'Die Filiale ist {{count}} Tag geschlossen.',
        days_other: 'Die Filiale ist {{count}} Tage geschlossen.',
        classes_one:
          '{{count}} Kurs wird abgesagt; {{bookings}} Buchungen und Wartelistenplätze werden storniert und ihre Einheiten zurückgegeben.',
        classes_other:
          '{{count}} Kurse werden abgesagt; {{bookings}} Buchungen und Wartelistenplätze werden storniert und ihre Einheiten zurückgegeben.',
        memberships_one:
          '{{count}} an diesen Tagen laufende Zeit-Mitgliedschaft wird um die Schließtage verlängert.',
        memberships_other:
          '{{count}} an diesen Tagen laufende Zeit-Mitgliedschaften werden um die Schließtage verlängert.',
        moved_one:
          '{{count}} Anschluss-Mitgliedschaft nach einer verlängerten Mitgliedschaft beginnt um dieselben Tage später, damit sich beide nicht überschneiden.',
        moved_other:
          '{{count}} Anschluss-Mitgliedschaften nach verlängerten Mitgliedschaften beginnen um dieselben Tage später, damit sie sich nicht überschneiden.',
        classList: 'Abgesagte Kurse und die gebuchten Mitglieder',
        noBookings: 'Keine Buchungen',
        permanent:
          'Eine Schließung kann nicht rückgängig gemacht werden: Abgesagte Kurse und verlängerte Mitgliedschaften bleiben so.',
        back: 'Zurück',
        confirm: 'Filiale schließen',
      },
      created:
        '{{center}} geschlossen. Abgesagte Kurse: {{classes}}. Verlängerte Mitgliedschaften: {{memberships}}.',
    },
  },
  fr: {
    closures: {
      title: 'Fermetures',
      subtitle_one: '{{total}} fermeture',
      subtitle_other: '{{total}} fermetures',
      searchPlaceholder: 'Motif',
      empty: 'Aucune fermeture ne correspond à « {{q}} ».',
      emptyAll: 'Aucun site n’a encore été fermé.',
      range: '{{from}} – {{to}}',
      columns: {
        days: 'Fermé',
        center: 'Site',
        reason: 'Motif',
        classesCancelled: 'Cours annulés',
        membershipsExtended: 'Abonnements prolongés',
        createdBy: 'Par',
      },
      filters: { days: 'Jours', from: 'Du', to: 'Au' },
      fields: {
        center: 'Site',
        reason: 'Motif',
        startsOn: 'Premier jour fermé',
        endsOn: 'Dernier jour fermé',
      },
      new: { button: 'Nouvelle fermeture', title: 'Fermer un site', preview: 'Voir les changements' },
      plan: {
        title: 'Fermer {{center}} : {{days}} ?',
        days_one: 'Le site est fermé {{count}} jour.',
        days_other: 'Le site est fermé {{count}} jours.',
        classes_one:
          '{{count}} cours est annulé ; {{bookings}} réservations et places en liste d’attente sont annulées et leurs crédits rendus.',
        classes_other:
          '{{count}} cours sont annulés ; {{bookings}} réservations et places en liste d’attente sont annulées et leurs crédits rendus.',
        memberships_one:
          '{{count}} abonnement à durée en cours ces jours-là est prolongé des jours de fermeture.',
        memberships_other:
          '{{count}} abonnements à durée en cours ces jours-là sont prolongés des jours de fermeture.',
        moved_one:
          '{{count}} renouvellement suivant un abonnement prolongé commence d’autant de jours plus tard, pour ne pas le chevaucher.',
        moved_other:
          '{{count}} renouvellements suivant des abonnements prolongés commencent d’autant de jours plus tard, pour ne pas les chevaucher.',
        classList: 'Cours annulés et membres inscrits',
        noBookings: 'Aucune réservation',
        permanent:
          'Une fermeture ne peut pas être annulée : les cours annulés et les abonnements prolongés restent tels quels.',
        back: 'Retour',
        confirm: 'Fermer le site',
      },
      created: '{{center}} fermé. Cours annulés : {{classes}}. Abonnements prolongés : {{memberships}}.',
    },
  },
  pt: {
    closures: {
      title: 'Encerramentos',
      subtitle_one: '{{total}} encerramento',
      subtitle_other: '{{total}} encerramentos',
      searchPlaceholder: 'Motivo',
      empty: 'Nenhum encerramento corresponde a «{{q}}».',
      emptyAll: 'Ainda nenhuma unidade foi encerrada.',
      range: '{{from}} – {{to}}',
      columns: {
        days: 'Encerrada',
        center: 'Unidade',
        reason: 'Motivo',
        classesCancelled: 'Aulas canceladas',
        membershipsExtended: 'Planos prolongados',
        createdBy: 'Por',
      },
      filters: { days: 'Dias', from: 'De', to: 'Até' },
      fields: {
        center: 'Unidade',
        reason: 'Motivo',
        startsOn: 'Primeiro dia encerrado',
        endsOn: 'Último dia encerrado',
      },
      new: { button: 'Novo encerramento', title: 'Encerrar uma unidade', preview: 'Ver o que muda' },
      plan: {
        title: 'Encerrar {{center}}: {{days}}?',
        days_one: 'A unidade fica encerrada {{count}} dia.',
        days_other: 'A unidade fica encerrada {{count}} dias.',
        classes_one:
          '{{count}} aula é cancelada; {{bookings}} reservas e lugares em lista de espera são cancelados com os créditos devolvidos.',
        classes_other:
          '{{count}} aulas são canceladas; {{bookings}} reservas e lugares em lista de espera são cancelados com os créditos devolvidos.',
        memberships_one: '{{count}} plano por tempo em curso nesses dias é prolongado pelos dias encerrados.',
        memberships_other:
          '{{count}} planos por tempo em curso nesses dias são prolongados pelos dias encerrados.',
        moved_one:
          '{{count}} renovação após um plano prolongado começa os mesmos dias mais tarde, para não se sobrepor.',
        moved_other:
          '{{count}} renovações após planos prolongados começam os mesmos dias mais tarde, para não se sobreporem.',
        classList: 'Aulas canceladas e membros com reserva',
        noBookings: 'Sem reservas',
        permanent:
          'Um encerramento não pode ser anulado: as aulas canceladas e os planos prolongados ficam como estão.',
        back: 'Voltar',
        confirm: 'Encerrar a unidade',
      },
      created: '{{center}} encerrada. Aulas canceladas: {{classes}}. Planos prolongados: {{memberships}}.',
    },
  },
  'zh-TW': {
    closures: {
      title: '休館',
      subtitle_one: '共 {{total}} 筆休館',
      subtitle_other: '共 {{total}} 筆休館',
      searchPlaceholder: '原因',
      empty: '沒有符合「{{q}}」的休館紀錄。',
      emptyAll: '尚未有分店休館。',
      range: '{{from}} – {{to}}',
      columns: {
        days: '休館日期',
        center: '分店',
        reason: '原因',
        classesCancelled: '取消的課程',
        membershipsExtended: '延長的會籍',
        createdBy: '建立者',
      },
      filters: { days: '日期', from: '從', to: '至' },
      fields: { center: '分店', reason: '原因', startsOn: '休館首日', endsOn: '休館末日' },
      new: { button: '新增休館', title: '分店休館', preview: '查看影響' },
      plan: {
        title: '{{center}} 於 {{days}} 休館？',
        days_one: '分店休館 {{count}} 天。',
        days_other: '分店休館 {{count}} 天。',
        classes_one: '將取消 {{count}} 堂課程；{{bookings}} 筆預約與候補將取消並退還堂數。',
        classes_other: '將取消 {{count}} 堂課程；{{bookings}} 筆預約與候補將取消並退還堂數。',
        memberships_one: '這幾天進行中的 {{count}} 個期限型會籍將依休館天數延長。',
        memberships_other: '這幾天進行中的 {{count}} 個期限型會籍將依休館天數延長。',
        moved_one: '{{count}} 個接續在延長會籍之後的續約將延後相同天數開始，以免重疊。',
        moved_other: '{{count}} 個接續在延長會籍之後的續約將延後相同天數開始，以免重疊。',
        classList: '取消的課程與已預約的會員',
        noBookings: '無預約',
        permanent: '休館無法復原：已取消的課程與已延長的會籍將維持不變。',
        back: '返回',
        confirm: '確認休館',
      },
      created: '{{center}} 已休館：取消 {{classes}} 堂課程，延長 {{memberships}} 個會籍。',
    },
  },
});
