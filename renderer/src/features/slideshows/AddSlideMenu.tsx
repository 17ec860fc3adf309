// The speed dial adding slides (000 §2): Importer (files from the disk, as a drop), Recette (recipe
// brands only), Vidéo, Article, Lien. Recette, Vidéo and Article open a searchable picker over the
// brand's published recipes or content of that format (SlideContentPicker). Lien asks for an
// address (http or https) and a caption.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
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
import { useRef, useState, type ReactElement } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { newSlide, type Slide, type SlideKind } from '../../../../common/domain/slideshow';
import { SlideContentPicker } from './SlideContentPicker';
import { slideOfContent, type PickableSlideKind, type SlideContentSearch } from './slideContent';

type LinkKind = Exclude<SlideKind, 'image'>;
type AddressKind = Exclude<LinkKind, PickableSlideKind>;

/** An address a reader can follow: http or https with a host (as the server checks slide addresses). */
export const isSlideAddress = (value: string): boolean => isAllowedUrl(value, 'http');

export const ADDRESS_ERROR = "L'adresse doit commencer par http:// ou https:// et nommer un site.";

const LINK_LABELS: Record<LinkKind, string> = {
  recipe: MESSAGES.slideshowAddRecipe,
  video: MESSAGES.slideshowAddVideo,
  article: MESSAGES.slideshowAddArticle,
  link: MESSAGES.slideshowAddLink,
};

const LINK_ICONS: Record<LinkKind, ReactElement> = {
  recipe: <FoodRegular />,
  video: <VideoClipRegular />,
  article: <DocumentTextRegular />,
  link: <LinkRegular />,
};

export function AddSlideMenu({
  isRecipeBrand,
  onFiles,
  onAdd,
  searchContent,
  disabled,
}: {
  isRecipeBrand: boolean;
  onFiles: (files: File[]) => void;
  /** A slide made from a picked content or an address. */
  onAdd: (slide: Slide) => void;
  searchContent: SlideContentSearch;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<AddressKind | null>(null);
  const [picking, setPicking] = useState<PickableSlideKind | null>(null);
  const address = useAddressFields();
  const open = (kind: LinkKind) => (kind === 'link' ? setAsking(kind) : setPicking(kind));
  const kinds: LinkKind[] = [
    ...(isRecipeBrand ? (['recipe'] as const) : []),
    'video',
    'article',
    'link',
  ];
  return (
    <>
      <AddMenu
        kinds={kinds}
        disabled={disabled}
        onImport={() => input.current?.click()}
        onOpen={open}
      />
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
      <AddressDialog
        asking={asking}
        address={address}
        onClose={() => setAsking(null)}
        onAdd={onAdd}
      />
      {picking && (
        <SlideContentPicker
          kind={picking}
          search={searchContent}
          onClose={() => setPicking(null)}
          onPick={(content) => {
            onAdd(slideOfContent(picking, content));
            setPicking(null);
          }}
        />
      )}
    </>
  );
}

/** The address dialog's fields, kept while it is closed without adding (emptied once added). */
function useAddressFields() {
  const [target, setTarget] = useState('');
  const [caption, setCaption] = useState('');
  return { target, setTarget, caption, setCaption };
}

/** The menu: Importer, then a kind of slide made of a content or an address. */
function AddMenu({
  kinds,
  disabled,
  onImport,
  onOpen,
}: {
  kinds: LinkKind[];
  disabled?: boolean;
  onImport: () => void;
  onOpen: (kind: LinkKind) => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />} disabled={disabled}>
          Ajouter des diapositives
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ArrowUploadRegular />} onClick={onImport}>
            {MESSAGES.slideshowAddImport}
          </MenuItem>
          {kinds.map((kind) => (
            <MenuItem key={kind} icon={LINK_ICONS[kind]} onClick={() => onOpen(kind)}>
              {LINK_LABELS[kind]}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** Lien: an address (http or https) and a caption. */
function AddressDialog({
  asking,
  address: { target, setTarget, caption, setCaption },
  onClose,
  onAdd,
}: {
  asking: AddressKind | null;
  address: ReturnType<typeof useAddressFields>;
  onClose: () => void;
  onAdd: (slide: Slide) => void;
}) {
  const valid = isSlideAddress(target.trim());
  return (
    <Dialog open={asking !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!asking || !valid) return;
            onAdd(
              newSlide({ key: crypto.randomUUID(), kind: asking, target: target.trim(), caption }),
            );
            onClose();
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
                validationMessage={target.trim() !== '' && !valid ? ADDRESS_ERROR : undefined}
              >
                <Input type="url" value={target} onChange={(_, d) => setTarget(d.value)} />
              </Field>
              <Field label="Légende">
                <Input value={caption} onChange={(_, d) => setCaption(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Annuler</Button>
              <Button appearance="primary" type="submit" disabled={!valid}>
                Ajouter
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
