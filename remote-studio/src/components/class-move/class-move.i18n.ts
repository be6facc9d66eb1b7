import { addResources } from '@cloudfit/shared/i18n/i18n';

/** The confirmation of a class move that drops booked members (class edit, series edit, calendar). */
addResources('studio', {
  en: {
    classMove: {
      title: 'Move {{title}}?',
      body_one:
        'This booked member has no valid membership on the new date. Their booking will be cancelled, their credit returned and the waitlist offered the place.',
      body_other:
        'These {{count}} booked members have no valid membership on the new date. Their bookings will be cancelled, their credits returned and the waitlist offered the places.',
      listLabel: 'Members who lose their place',
      reasons: {
        no_valid_membership: 'No valid membership on that day',
        membership_frozen: 'Membership frozen on that day',
        class_cancelled: 'The class leaves the series',
        other: 'Cannot attend on that day',
      },
      confirm: 'Cancel their bookings and move',
    },
  },
  de: {
    classMove: {
      title: '{{title}} verlegen?',
      body_one:
        'Dieses gebuchte Mitglied hat am neuen Datum keine gültige Mitgliedschaft. Die Buchung wird storniert, die Einheit zurückgegeben und der Platz der Warteliste angeboten.',
      body_other:
        'Diese {{count}} gebuchten Mitglieder haben am neuen Datum keine gültige Mitgliedschaft. Ihre Buchungen werden storniert, ihre Einheiten zurückgegeben und die Plätze der Warteliste angeboten.',
      listLabel: 'Mitglieder, die ihren Platz verlieren',
      reasons: {
        no_valid_membership: 'Keine gültige Mitgliedschaft an diesem Tag',
        membership_frozen: 'Mitgliedschaft an diesem Tag pausiert',
        class_cancelled: 'Der Kurs entfällt aus der Serie',
        other: 'Kann an diesem Tag nicht teilnehmen',
      },
      confirm: 'Buchungen stornieren und verlegen',
    },
  },
  fr: {
    classMove: {
      title: 'Déplacer {{title}} ?',
      body_one:
        "Ce membre inscrit n'a pas d'abonnement valable à la nouvelle date. Sa réservation sera annulée, son crédit rendu et la place proposée à la liste d'attente.",
      body_other:
        "Ces {{count}} membres inscrits n'ont pas d'abonnement valable à la nouvelle date. Leurs réservations seront annulées, leurs crédits rendus et les places proposées à la liste d'attente.",
      listLabel: 'Membres qui perdent leur place',
      reasons: {
        no_valid_membership: "Pas d'abonnement valable ce jour-là",
        membership_frozen: 'Abonnement suspendu ce jour-là',
        class_cancelled: 'Le cours sort de la série',
        other: 'Ne peut pas venir ce jour-là',
      },
      confirm: 'Annuler leurs réservations et déplacer',
    },
  },
  pt: {
    classMove: {
      title: 'Mudar {{title}}?',
      body_one:
        'Este membro com reserva não tem um plano válido na nova data. A reserva será cancelada, o crédito devolvido e o lugar oferecido à lista de espera.',
      body_other:
        'Estes {{count}} membros com reserva não têm um plano válido na nova data. As reservas serão canceladas, os créditos devolvidos e os lugares oferecidos à lista de espera.',
      listLabel: 'Membros que perdem o lugar',
      reasons: {
        no_valid_membership: 'Sem plano válido nesse dia',
        membership_frozen: 'Plano congelado nesse dia',
        class_cancelled: 'A aula sai da série',
        other: 'Não pode comparecer nesse dia',
      },
      confirm: 'Cancelar as reservas e mudar',
    },
  },
  'zh-TW': {
    classMove: {
      title: '要移動 {{title}} 嗎？',
      body_one: '這位已預約的會員在新日期沒有有效的會籍。其預約將被取消、堂數退還，名額將提供給候補名單。',
      body_other:
        '這 {{count}} 位已預約的會員在新日期沒有有效的會籍。他們的預約將被取消、堂數退還，名額將提供給候補名單。',
      listLabel: '將失去名額的會員',
      reasons: {
        no_valid_membership: '當天沒有有效的會籍',
        membership_frozen: '當天會籍凍結中',
        class_cancelled: '此課程從系列中移除',
        other: '當天無法上課',
      },
      confirm: '取消他們的預約並移動',
    },
  },
});
