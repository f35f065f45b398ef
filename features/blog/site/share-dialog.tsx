import { Link2, Mail, MessageCircle } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button, buttonClasses } from "#kit/ui/button";
import { Dialog, DialogContent } from "#kit/ui/dialog";
import { toast } from "#kit/lib/use-toast";
import {
  messageLinks,
  openSharePopup,
  sharePlatforms,
  shareUrl,
  type SharePlatform,
} from "./share-links";

const messageIcons = { whatsapp: MessageCircle, email: Mail };

/** Small brand marks drawn with text (the icon set has no brand logos). */
const marks: Record<SharePlatform, { text: string; className: string }> = {
  facebook: { text: "f", className: "bg-[#1456b8] text-lg" },
  twitter: { text: "X", className: "bg-slate-900 text-sm" },
  linkedin: { text: "in", className: "bg-[#0a66c2] text-sm" },
};

type Props = {
  url: string;
  title: string;
  open: boolean;
  setOpen: (open: boolean) => void;
};

/**
 * The 'Condividi' dialog: Facebook, Twitter, LinkedIn popups, WhatsApp and e-mail links and
 * 'Copia link'. Loaded by ShareButton when first opened, where the device has no share sheet.
 */
export default function ShareDialog({ url, title, open, setOpen }: Props) {
  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API not available");
      await navigator.clipboard.writeText(url);
      toast({
        title: "Link copiato!",
        description: "Il link dell'articolo è stato copiato negli appunti.",
      });
      setOpen(false);
    } catch {
      toast({
        title: "Errore",
        description: "Non è stato possibile copiare il link.",
        variant: "destructive",
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title="Condividi l'articolo"
        description="Scegli dove pubblicarlo oppure copia il link da inviare."
      >
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {sharePlatforms.map((platform) => (
            <li key={platform.id}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                onClick={() => openSharePopup(shareUrl(platform.id, url, title))}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-7 items-center justify-center rounded-md font-bold text-white ${marks[platform.id].className}`}
                >
                  {marks[platform.id].text}
                </span>
                <span>
                  <span className="sr-only">Condividi su </span>
                  {platform.label}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {messageLinks(url, title).map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                target={link.id === "whatsapp" ? "_blank" : undefined}
                rel={link.id === "whatsapp" ? "noopener noreferrer" : undefined}
                className={`${buttonClasses("secondary")} w-full justify-start`}
              >
                <Icon node={messageIcons[link.id]} className="size-5" />
                <span>
                  <span className="sr-only">Condividi via </span>
                  {link.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t border-slate-200 pt-5">
          <p className="truncate rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{url}</p>
          <Button className="mt-3 w-full" onClick={copyLink}>
            <Icon node={Link2} className="size-4" />
            Copia link
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
