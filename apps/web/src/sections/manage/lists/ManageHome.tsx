import { canReadRecipientChoices, type SessionUser } from '@postbridge/domain';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { ScreenLinks } from '../../../ui/lists/ScreenLinks';

/**
 * Reading recipient choices takes adminOu, or viewOrdersOthers on the OU (the server's rule, shared through the
 * domain): the link is hidden from others, such as a validator who sees a group's orders only.
 */
export function canReadRecipients(user: SessionUser | null): boolean {
  return user !== null && canReadRecipientChoices(user);
}

/** Manage home: the lists of the section. */
export function ManageHome() {
  const t = useT();
  const user = useSession((s) => s.user);
  const links = [
    { to: PATHS.manage.orders, label: t('screen.manage.orders'), description: t('manage.home.orders') },
    {
      to: PATHS.manage.deliveries,
      label: t('screen.manage.deliveries'),
      description: t('manage.home.deliveries'),
    },
    {
      to: PATHS.manage.documents,
      label: t('screen.manage.documents'),
      description: t('manage.home.documents'),
    },
    {
      to: PATHS.manage.documentsError,
      label: t('screen.manage.documentsError'),
      description: t('manage.home.documentsError'),
    },
    ...(canReadRecipients(user)
      ? [
          {
            to: PATHS.manage.recipientsChoice,
            label: t('screen.manage.recipientsChoice'),
            description: t('manage.home.recipientsChoice'),
          },
        ]
      : []),
  ];
  return <ScreenLinks title={t('screen.manage.home')} links={links} />;
}
