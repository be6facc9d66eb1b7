import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';

const EXERCISES = ['warmUp', 'squats', 'pushUps', 'plank', 'stretching'] as const;

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A list reordered by native HTML5 drag and drop, or with the arrow buttons from the keyboard. */
export function DragDropList() {
  const { t } = useTranslation('demo');
  const [order, setOrder] = useState<string[]>([...EXERCISES]);
  const [dragged, setDragged] = useState<number | null>(null);
  const name = (key: string) => t(`gallery.extensions.dnd.items.${key}`);
  return (
    <List aria-label={t('gallery.extensions.dnd.label')} dense>
      {order.map((key, index) => (
        <ListItem
          key={key}
          draggable
          onDragStart={(event) => {
            setDragged(index);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) setOrder(moved(order, dragged, index));
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
          sx={{
            mb: 1,
            border: 1,
            borderColor: dragged === index ? 'primary.main' : 'divider',
            borderRadius: 1,
            cursor: 'grab',
            opacity: dragged === index ? 0.5 : 1,
          }}
          secondaryAction={
            <>
              <IconButton
                size="small"
                disabled={index === 0}
                aria-label={t('gallery.extensions.dnd.up', { name: name(key) })}
                onClick={() => setOrder(moved(order, index, index - 1))}
              >
                <ArrowUpwardOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === order.length - 1}
                aria-label={t('gallery.extensions.dnd.down', { name: name(key) })}
                onClick={() => setOrder(moved(order, index, index + 1))}
              >
                <ArrowDownwardOutlined fontSize="small" />
              </IconButton>
            </>
          }
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <DragIndicatorOutlined />
          </ListItemIcon>
          <ListItemText primary={`${index + 1}. ${name(key)}`} />
        </ListItem>
      ))}
    </List>
  );
}
