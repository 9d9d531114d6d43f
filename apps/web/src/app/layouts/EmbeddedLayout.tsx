import { Box } from '@mantine/core';
import { EmbeddedStatus } from '../../sections/embedded/EmbeddedStatus';
import { useEmbeddedStore } from '../../sections/embedded/embeddedStore';
import { useEmbeddedBridge } from '../../sections/embedded/useEmbeddedBridge';
import { useSession } from '../session/sessionStore';
import { MAIN_PROPS } from '../shell/SkipLink';
import { SectionOutlet } from './SectionOutlet';

/**
 * Inside a parent page's frame: no top bar and no menu, the parent drives the screens through window messages
 * (docs/product.md §1, §4, docs/embedding.md). With external authentication no sign-in form is ever shown: the
 * frame shows its status until the parent's token signs in.
 */
export function EmbeddedLayout() {
  useEmbeddedBridge();
  const externalAuth = useEmbeddedStore((s) => s.externalAuth);
  const signedIn = useSession((s) => s.status === 'logged');
  return (
    <Box component="main" p="sm" {...MAIN_PROPS}>
      {externalAuth && !signedIn ? <EmbeddedStatus /> : <SectionOutlet />}
    </Box>
  );
}
