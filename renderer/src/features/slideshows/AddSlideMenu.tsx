// The speed dial adding slides (000 §2): Importer (files from the disk, as a drop), Recette (recipe
// brands only), Vidéo, Article, Lien. The last four ask for the content's address and a caption.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowUploadRegular,
  DocumentTextRegular,
  FoodRegular,
  LinkRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import type { SlideKind } from '../../../../common/domain/slideshow';

type LinkKind = Exclude<SlideKind, 'image'>;

const LINK_LABELS: Record<LinkKind, string> = {
  recipe: MESSAGES.slideshowAddRecipe,
  video: MESSAGES.slideshowAddVideo,
  article: MESSAGES.slideshowAddArticle,
  link: MESSAGES.slideshowAddLink,
};

export function AddSlideMenu({
  isRecipeBrand,
  onFiles,
  onLink,
  disabled,
}: {
  isRecipeBrand: boolean;
  onFiles: (files: File[]) => void;
  onLink: (kind: LinkKind, target: string, caption: string) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<LinkKind | null>(null);
  const [target, setTarget] = useState('');
  const [caption, setCaption] = useState('');
  const valid = /^https?:\/\/\S+$/.test(target.trim());
  const kinds: LinkKind[] = [
    ...(isRecipeBrand ? (['recipe'] as const) : []),
    'video',
    'article',
    'link',
  ];
  const icons = {
    recipe: <FoodRegular />,
    video: <VideoClipRegular />,
    article: <DocumentTextRegular />,
    link: <LinkRegular />,
  };
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="primary" icon={<AddRegular />} disabled={disabled}>
            Ajouter des diapositives
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
              {MESSAGES.slideshowAddImport}
            </MenuItem>
            {kinds.map((kind) => (
              <MenuItem key={kind} icon={icons[kind]} onClick={() => setAsking(kind)}>
                {LINK_LABELS[kind]}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="slideshow-file-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Dialog open={asking !== null} onOpenChange={(_, d) => !d.open && setAsking(null)}>
        <DialogSurface>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!asking || !valid) return;
              onLink(asking, target.trim(), caption);
              setAsking(null);
              setTarget('');
              setCaption('');
            }}
          >
            <DialogBody>
              <DialogTitle>{asking ? `Ajouter : ${LINK_LABELS[asking]}` : ''}</DialogTitle>
              <DialogContent>
                <Field
                  label="Adresse"
                  required
                  validationMessage={
                    target !== '' && !valid
                      ? "L'adresse doit commencer par http:// ou https://."
                      : undefined
                  }
                >
                  <Input type="url" value={target} onChange={(_, d) => setTarget(d.value)} />
                </Field>
                <Field label="Légende">
                  <Input value={caption} onChange={(_, d) => setCaption(d.value)} />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setAsking(null)}>Annuler</Button>
                <Button appearance="primary" type="submit" disabled={!valid}>
                  Ajouter
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
