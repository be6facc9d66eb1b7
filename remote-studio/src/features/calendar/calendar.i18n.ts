import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    classCalendar: {
      title: 'Calendar',
      subtitle:
        'Classes and PT sessions, times in {{timeZone}}. Drag to move, drag the lower edge to change the length.',
      import: 'Import classes',
      room: 'Room',
      allRooms: 'All rooms',
      instructor: 'Instructor or trainer',
      everyone: 'Everyone',
      notThisPeriod: 'Nobody in this period',
      loading: 'Loading the calendar',
      moved: 'Moved to {{time}}.',
      ptTitle: 'PT: {{member}}',
      status: {
        scheduled: 'Scheduled',
        cancelled: 'Cancelled',
        completed: 'Completed',
        no_show: 'No-show',
      },
    },
  },
  de: {
    classCalendar: {
      title: 'Kalender',
      subtitle:
        'Kurse und PT-Einheiten, Zeiten in {{timeZone}}. Zum Verschieben ziehen, die Unterkante ziehen, um die Dauer zu ändern.',
      import: 'Kurse importieren',
      room: 'Raum',
      allRooms: 'Alle Räume',
      instructor: 'Kursleitung oder Trainer',
      everyone: 'Alle',
      notThisPeriod: 'Niemand in diesem Zeitraum',
      loading: 'Kalender wird geladen',
      moved: 'Verschoben auf {{time}}.',
      ptTitle: 'PT: {{member}}',
      status: {
        scheduled: 'Geplant',
        cancelled: 'Abgesagt',
        completed: 'Abgeschlossen',
        no_show: 'Nicht erschienen',
      },
    },
  },
  fr: {
    classCalendar: {
      title: 'Calendrier',
      subtitle:
        'Cours et séances de coaching, heures en {{timeZone}}. Faites glisser pour déplacer, tirez le bord inférieur pour changer la durée.',
      import: 'Importer des cours',
      room: 'Salle',
      allRooms: 'Toutes les salles',
      instructor: 'Instructeur ou coach',
      everyone: 'Tout le monde',
      notThisPeriod: 'Personne sur cette période',
      loading: 'Chargement du calendrier',
      moved: 'Déplacé au {{time}}.',
      ptTitle: 'Coaching : {{member}}',
      status: {
        scheduled: 'Planifié',
        cancelled: 'Annulé',
        completed: 'Terminé',
        no_show: 'Absent',
      },
    },
  },
  pt: {
    classCalendar: {
      title: 'Calendário',
      subtitle:
        'Aulas e sessões de treino personalizado, horas em {{timeZone}}. Arraste para mover, arraste a margem inferior para alterar a duração.',
      import: 'Importar aulas',
      room: 'Sala',
      allRooms: 'Todas as salas',
      instructor: 'Instrutor ou treinador',
      everyone: 'Todos',
      notThisPeriod: 'Ninguém neste período',
      loading: 'A carregar o calendário',
      moved: 'Movido para {{time}}.',
      ptTitle: 'PT: {{member}}',
      status: {
        scheduled: 'Agendada',
        cancelled: 'Cancelada',
        completed: 'Concluída',
        no_show: 'Falta',
      },
    },
  },
  'zh-TW': {
    classCalendar: {
      title: '行事曆',
      subtitle: '課程與私人教練課，時間以 {{timeZone}} 顯示。拖曳可移動，拖曳下緣可調整時長。',
      import: '匯入課程',
      room: '教室',
      allRooms: '所有教室',
      instructor: '教練',
      everyone: '全部',
      notThisPeriod: '此期間無人',
      loading: '正在載入行事曆',
      moved: '已移至 {{time}}。',
      ptTitle: '私人教練：{{member}}',
      status: {
        scheduled: '已排定',
        cancelled: '已取消',
        completed: '已完成',
        no_show: '未出席',
      },
    },
  },
});
