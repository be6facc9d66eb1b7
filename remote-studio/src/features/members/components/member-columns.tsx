import type { MemberListEntry, MemberListItem } from '@cloudfit/shared/schemas/member.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { TitleCell } from '@cloudfit/shared/ui/kit/list';
import { StatusChip } from '@cloudfit/shared/ui/kit/page';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { MemberStatusChips } from '../../../components/member-status/MemberStatusChips';

export function MemberAvatar({
  member,
  size = 34,
}: {
  member: Pick<MemberListItem, 'firstName' | 'lastName' | 'photoUrl'>;
  size?: number;
}) {
  return (
    <Avatar
      src={member.photoUrl ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {member.firstName.slice(0, 1)}
      {member.lastName.slice(0, 1)}
    </Avatar>
  );
}

/** The member list's columns; phones keep number, name, statuses and actions. */
export function memberColumns(t: TFunction<'studio'>, format: StudioFormat): ListColumn<MemberListEntry>[] {
  return [
    {
      key: 'memberNumber',
      header: t('members.columns.memberNumber'),
      sortKey: 'memberNumber',
      width: 110,
      nowrap: true,
    },
    {
      key: 'lastName',
      header: t('members.columns.member'),
      sortKey: 'lastName',
      render: (row) => (
        <TitleCell
          avatar={<MemberAvatar member={row} />}
          title={row.fullName}
          subtitle={row.email}
          noWrap
          minWidth={200}
        />
      ),
    },
    {
      key: 'statuses',
      header: t('members.columns.statuses'),
      render: (row) => <MemberStatusChips statuses={row.statuses} expiresInDays={row.expiresInDays} />,
    },
    {
      key: 'phone',
      header: t('members.columns.phone'),
      hideBelow: 'sm',
      nowrap: true,
      render: (row) => row.phone ?? '',
    },
    { key: 'homeCenterName', header: t('members.columns.center'), hideBelow: 'md' },
    {
      key: 'tags',
      header: t('members.columns.tags'),
      hideBelow: 'lg',
      render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ overflow: 'hidden' }}>
          {row.tags.map((tag) => (
            <StatusChip key={tag} label={tag} />
          ))}
        </Stack>
      ),
    },
    {
      key: 'joinedAt',
      nowrap: true,
      header: t('members.columns.joinedAt'),
      sortKey: 'joinedAt',
      hideBelow: 'md',
      render: (row) => format.date(row.joinedAt),
    },
  ];
}
