import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FormatAlignCenterOutlined from '@mui/icons-material/FormatAlignCenterOutlined';
import FormatAlignLeftOutlined from '@mui/icons-material/FormatAlignLeftOutlined';
import FormatAlignRightOutlined from '@mui/icons-material/FormatAlignRightOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Popover from '@mui/material/Popover';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { useReadableColors } from '../components/use-readable-colors';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
const TEAM = ['Ana Costa', 'Ben Weber', 'Chloé Martin', 'Dai Lin', 'Eva Silva'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function AlertsExample() {
  const { t } = useTranslation('demo');
  return (
    <Stack spacing={1.5}>
      {SEVERITIES.map((severity) => (
        <Alert key={severity} severity={severity}>
          <AlertTitle>{t(`gallery.components.alerts.${severity}Title`)}</AlertTitle>
          {t(`gallery.components.alerts.${severity}`)}
        </Alert>
      ))}
    </Stack>
  );
}

function AvatarsExample() {
  const { t } = useTranslation('demo');
  const { filled } = useReadableColors();
  const colorAt = (index: number) => filled[index % filled.length] ?? 'primary';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {TEAM.slice(0, 3).map((name, index) => (
          <Avatar
            key={name}
            alt={name}
            sx={{ bgcolor: `${colorAt(index)}.main`, color: `${colorAt(index)}.contrastText` }}
          >
            {initials(name)}
          </Avatar>
        ))}
        <Avatar
          alt={t('gallery.components.avatars.person')}
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <PersonOutlined />
        </Avatar>
        <Avatar variant="rounded" sx={{ bgcolor: `${colorAt(1)}.main`, color: `${colorAt(1)}.contrastText` }}>
          <InboxOutlined titleAccess={t('gallery.components.lists.inbox')} />
        </Avatar>
      </Stack>
      <AvatarGroup
        max={4}
        sx={{ justifyContent: 'flex-end' }}
        slotProps={{ surplus: { sx: { bgcolor: 'primary.main', color: 'primary.contrastText' } } }}
      >
        {TEAM.map((name, index) => (
          <Avatar
            key={name}
            alt={name}
            sx={{ bgcolor: `${colorAt(index)}.main`, color: `${colorAt(index)}.contrastText` }}
          >
            {initials(name)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}

function BadgesExample() {
  const { t } = useTranslation('demo');
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Badge badgeContent={4} color="primary">
        <MailOutlined titleAccess={t('gallery.components.badges.mail', { count: 4 })} />
      </Badge>
      <Badge badgeContent={12} color="error" max={9}>
        <NotificationsOutlined titleAccess={t('gallery.components.badges.notifications', { count: 12 })} />
      </Badge>
      <Badge variant="dot" color="success">
        <ShoppingCartOutlined titleAccess={t('gallery.components.badges.cart')} />
      </Badge>
      <Badge badgeContent={t('gallery.components.badges.new')} color="primary">
        <Typography>{t('gallery.components.badges.inbox')}</Typography>
      </Badge>
    </Stack>
  );
}

function BreadcrumbsExample() {
  const { t } = useTranslation('demo');
  return (
    <Breadcrumbs aria-label={t('gallery.components.breadcrumbs.label')}>
      <Link component={RouterLink} to="/dashboard/analytics" underline="hover" color="inherit">
        {t('gallery.components.breadcrumbs.home')}
      </Link>
      <Link component={RouterLink} to="/ui/typography" underline="hover" color="inherit">
        {t('gallery.components.breadcrumbs.ui')}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {t('gallery.components.title')}
      </Typography>
    </Breadcrumbs>
  );
}

function ButtonsExample() {
  const { t } = useTranslation('demo');
  const readable = useReadableColors();
  const rows = [
    ['contained', readable.filled],
    ['outlined', readable.onPaper],
    ['text', readable.onPaper],
  ] as const;
  return (
    <Stack spacing={2}>
      {rows.map(([variant, colors]) => (
        <Stack key={variant} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {colors.map((color) => (
            <Button key={color} variant={variant} color={color}>
              {t(`gallery.colorNames.${color}`)}
            </Button>
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<SendOutlined />}>
          {t('gallery.components.buttons.send')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlined />}>
          {t('gallery.components.buttons.delete')}
        </Button>
        <IconButton aria-label={t('gallery.components.buttons.favourite')} color="primary">
          <FavoriteBorderOutlined />
        </IconButton>
      </Stack>
    </Stack>
  );
}

function ButtonGroupsExample() {
  const { t } = useTranslation('demo');
  const [alignment, setAlignment] = useState('left');
  const alignments = [
    ['left', FormatAlignLeftOutlined],
    ['center', FormatAlignCenterOutlined],
    ['right', FormatAlignRightOutlined],
  ] as const;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" aria-label={t('gallery.components.buttonGroups.label')}>
        <Button>{t('gallery.components.buttonGroups.day')}</Button>
        <Button>{t('gallery.components.buttonGroups.week')}</Button>
        <Button>{t('gallery.components.buttonGroups.month')}</Button>
      </ButtonGroup>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        onChange={(_, value: string | null) => value && setAlignment(value)}
        aria-label={t('gallery.components.buttonGroups.alignment')}
      >
        {alignments.map(([value, Icon]) => (
          <ToggleButton key={value} value={value} aria-label={t(`gallery.components.buttonGroups.${value}`)}>
            <Icon />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

function ChipsExample() {
  const { t } = useTranslation('demo');
  const readable = useReadableColors();
  const [tags, setTags] = useState(['yoga', 'pilates', 'spinning']);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {readable.filled.map((color) => (
          <Chip key={color} label={t(`gallery.colorNames.${color}`)} color={color} />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {readable.onPaper.map((color) => (
          <Chip key={color} label={t(`gallery.colorNames.${color}`)} color={color} variant="outlined" />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {tags.map((tag) => (
          <Chip
            key={tag}
            avatar={
              <Avatar sx={{ bgcolor: 'primary.main', '&&': { color: 'primary.contrastText' } }}>
                {t(`gallery.components.chips.${tag}`)[0]}
              </Avatar>
            }
            label={t(`gallery.components.chips.${tag}`)}
            onDelete={() => setTags((current) => current.filter((each) => each !== tag))}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function DialogExample() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('gallery.components.dialogs.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="gallery-dialog-title">
        <DialogTitle id="gallery-dialog-title">{t('gallery.components.dialogs.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('gallery.components.dialogs.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('gallery.components.dialogs.cancel')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('gallery.components.dialogs.agree')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function DividersExample() {
  const { t } = useTranslation('demo');
  return (
    <Stack spacing={2}>
      <Typography>{t('gallery.components.dividers.above')}</Typography>
      <Divider>{t('gallery.components.dividers.center')}</Divider>
      <Typography>{t('gallery.components.dividers.below')}</Typography>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
        <Typography>{t('gallery.components.buttonGroups.day')}</Typography>
        <Typography>{t('gallery.components.buttonGroups.week')}</Typography>
        <Typography>{t('gallery.components.buttonGroups.month')}</Typography>
      </Stack>
    </Stack>
  );
}

function ListsExample() {
  const { t } = useTranslation('demo');
  const items = [
    ['inbox', InboxOutlined, 'primary.main'],
    ['sent', SendOutlined, 'success.main'],
    ['archive', ArchiveOutlined, 'warning.main'],
  ] as const;
  return (
    <List disablePadding>
      {items.map(([key, Icon, color], index) => (
        <ListItem key={key} divider={index < items.length - 1}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: color }}>
              <Icon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={t(`gallery.components.lists.${key}`)}
            secondary={t('gallery.components.lists.messages', { count: (index + 1) * 7 })}
          />
        </ListItem>
      ))}
    </List>
  );
}

function MenuExample() {
  const { t } = useTranslation('demo');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const choices = ['profile', 'settings', 'logout'] as const;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        id="gallery-menu-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'gallery-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('gallery.components.menus.open')}
      </Button>
      <Menu
        id="gallery-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'gallery-menu-button' } }}
      >
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            onClick={() => {
              setChosen(choice);
              setAnchor(null);
            }}
          >
            {t(`gallery.components.menus.${choice}`)}
          </MenuItem>
        ))}
      </Menu>
      {chosen && (
        <Typography color="text.secondary" role="status">
          {t('gallery.components.menus.chosen', { choice: t(`gallery.components.menus.${chosen}`) })}
        </Typography>
      )}
    </Stack>
  );
}

function PaginationExample() {
  const { t } = useTranslation('demo');
  const [page, setPage] = useState(3);
  return (
    <Stack spacing={2}>
      <Typography>{t('gallery.components.pagination.page', { page, count: 10 })}</Typography>
      <Pagination
        count={10}
        page={page}
        onChange={(_, value) => setPage(value)}
        color="primary"
        aria-label={t('gallery.components.pagination.label')}
      />
      <Pagination
        count={10}
        page={page}
        onChange={(_, value) => setPage(value)}
        variant="outlined"
        shape="rounded"
      />
    </Stack>
  );
}

function PopoverExample() {
  const { t } = useTranslation('demo');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('gallery.components.popovers.open')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography sx={{ p: 2, maxWidth: 280 }}>{t('gallery.components.popovers.body')}</Typography>
      </Popover>
    </>
  );
}

function ProgressExample() {
  const { t } = useTranslation('demo');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label={t('gallery.components.progress.loading')} />
        <CircularProgress
          variant="determinate"
          value={75}
          color="success"
          aria-label={t('gallery.components.progress.done', { percent: 75 })}
        />
        <Typography>{t('gallery.components.progress.done', { percent: 75 })}</Typography>
      </Stack>
      <LinearProgress aria-label={t('gallery.components.progress.loading')} />
      <LinearProgress
        variant="determinate"
        value={40}
        color="warning"
        aria-label={t('gallery.components.progress.done', { percent: 40 })}
      />
    </Stack>
  );
}

function SnackbarExample() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('gallery.components.snackbars.open')}
      </Button>
      <Snackbar open={open} autoHideDuration={3000} onClose={() => setOpen(false)}>
        <Alert severity="success" variant="filled" onClose={() => setOpen(false)}>
          {t('gallery.components.snackbars.message')}
        </Alert>
      </Snackbar>
    </>
  );
}

function TabsExample() {
  const { t } = useTranslation('demo');
  const [tab, setTab] = useState(0);
  const tabs = ['overview', 'schedule', 'reviews'] as const;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        aria-label={t('gallery.components.tabs.label')}
        variant="scrollable"
      >
        {tabs.map((key, index) => (
          <Tab key={key} label={t(`gallery.components.tabs.${key}`)} id={`gallery-tab-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`gallery-tab-${tab}`} sx={{ pt: 2 }}>
        <Typography>{t(`gallery.components.tabs.${tabs[tab]}Body`)}</Typography>
      </Box>
    </Box>
  );
}

function StepsExample() {
  const { t } = useTranslation('demo');
  const steps = ['ordered', 'packed', 'shipped', 'delivered'] as const;
  return (
    <Stepper activeStep={2} orientation="vertical">
      {steps.map((step) => (
        <Step key={step} expanded>
          <StepLabel>{t(`gallery.components.steps.${step}`)}</StepLabel>
          <StepContent>
            <Typography variant="body2" color="text.secondary">
              {t(`gallery.components.steps.${step}Body`)}
            </Typography>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}

function TooltipsExample() {
  const { t } = useTranslation('demo');
  const placements = ['top', 'right', 'bottom', 'left'] as const;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {placements.map((placement) => (
        <Tooltip
          key={placement}
          title={t('gallery.components.tooltips.tip')}
          placement={placement}
          arrow
          describeChild
        >
          <Button variant="outlined">{t(`gallery.components.tooltips.${placement}`)}</Button>
        </Tooltip>
      ))}
    </Stack>
  );
}

function AccordionsExample() {
  const { t } = useTranslation('demo');
  const [expanded, setExpanded] = useState<string | false>('first');
  return (
    <Box>
      {(['first', 'second', 'third'] as const).map((key) => (
        <Accordion
          key={key}
          expanded={expanded === key}
          onChange={(_, isExpanded) => setExpanded(isExpanded ? key : false)}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span">{t(`gallery.components.accordions.${key}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`gallery.components.accordions.${key}Body`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** The components gallery: one working example of each MUI building block the template shows. */
export function ComponentsPage() {
  const { t } = useTranslation('demo');
  const card = (key: string) => ({
    title: t(`gallery.components.${key}.title`),
    description: t(`gallery.components.${key}.description`),
  });
  return (
    <GalleryPage title={t('gallery.components.title')} subtitle={t('gallery.components.subtitle')}>
      <GalleryCard {...card('alerts')}>
        <AlertsExample />
      </GalleryCard>
      <GalleryCard {...card('buttons')}>
        <ButtonsExample />
      </GalleryCard>
      <GalleryCard {...card('avatars')}>
        <AvatarsExample />
      </GalleryCard>
      <GalleryCard {...card('badges')}>
        <BadgesExample />
      </GalleryCard>
      <GalleryCard {...card('breadcrumbs')}>
        <BreadcrumbsExample />
      </GalleryCard>
      <GalleryCard {...card('buttonGroups')}>
        <ButtonGroupsExample />
      </GalleryCard>
      <GalleryCard {...card('chips')}>
        <ChipsExample />
      </GalleryCard>
      <GalleryCard {...card('dialogs')}>
        <DialogExample />
      </GalleryCard>
      <GalleryCard {...card('dividers')}>
        <DividersExample />
      </GalleryCard>
      <GalleryCard {...card('lists')}>
        <ListsExample />
      </GalleryCard>
      <GalleryCard {...card('menus')}>
        <MenuExample />
      </GalleryCard>
      <GalleryCard {...card('pagination')}>
        <PaginationExample />
      </GalleryCard>
      <GalleryCard {...card('popovers')}>
        <PopoverExample />
      </GalleryCard>
      <GalleryCard {...card('progress')}>
        <ProgressExample />
      </GalleryCard>
      <GalleryCard {...card('snackbars')}>
        <SnackbarExample />
      </GalleryCard>
      <GalleryCard {...card('tabs')}>
        <TabsExample />
      </GalleryCard>
      <GalleryCard {...card('steps')}>
        <StepsExample />
      </GalleryCard>
      <GalleryCard {...card('tooltips')}>
        <TooltipsExample />
      </GalleryCard>
      <GalleryCard {...card('accordions')} wide>
        <AccordionsExample />
      </GalleryCard>
    </GalleryPage>
  );
}
