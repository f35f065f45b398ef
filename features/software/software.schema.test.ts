import { describe, expect, it } from "vitest";
import { downloadTypeOf } from "./software.schema";
import { formatFileSize, softwareExtensionOf, tooLargeMessage } from "./software-upload";
import {
  downloadDisposition,
  sanitizeFileName,
  softwareDisposition,
  uploadedSoftwareKey,
} from "./software-files.server";

describe("software rules", () => {
  it("derives the download type from the URL", () => {
    expect(downloadTypeOf("https://example.com/a.zip")).toBe("external");
    expect(downloadTypeOf("http://example.com/a.zip")).toBe("external");
    expect(downloadTypeOf("/uploads/software/a.zip")).toBe("upload");
  });

  it("formats sizes as megabytes with two decimals", () => {
    expect(formatFileSize(13_107_200)).toBe("12.50 MB");
    expect(formatFileSize(1024)).toBe("0.00 MB");
    expect(formatFileSize(0)).toBe("0.00 MB");
    expect(formatFileSize(2 * 1024 ** 3)).toBe("2048.00 MB");
  });

  it("knows the allowed extensions, case insensitive", () => {
    expect(softwareExtensionOf("Setup.EXE")).toBe(".exe");
    expect(softwareExtensionOf("a.tar.gz")).toBeNull();
    expect(softwareExtensionOf("zip")).toBeNull();
    expect(softwareExtensionOf("archivio.zip.txt")).toBeNull();
  });

  it("words the size limit in Italian", () => {
    expect(tooLargeMessage(2 * 1024 ** 3)).toBe(
      "Il file supera la dimensione massima consentita di 2 GB",
    );
    expect(tooLargeMessage(500 * 1024 ** 2)).toBe(
      "Il file supera la dimensione massima consentita di 500 MB",
    );
  });
});

describe("software file names", () => {
  it("keeps only safe characters and drops any path", () => {
    expect(sanitizeFileName("C:\\fakepath\\Città Ü setup (1).ZIP", ".zip")).toBe(
      "Citta-U-setup-1.zip",
    );
    expect(sanitizeFileName("../../etc/passwd.exe", ".exe")).toBe("passwd.exe");
    expect(sanitizeFileName("....zip", ".zip")).toBe("software.zip");
    expect(sanitizeFileName(`${"a".repeat(300)}.rpm`, ".rpm")).toHaveLength(104);
  });

  it("maps only plain upload URLs to storage keys, and names downloads without the prefix", () => {
    expect(uploadedSoftwareKey("/uploads/software/ab12-x.zip")).toBe("software/ab12-x.zip");
    expect(uploadedSoftwareKey("/uploads/software/../../secret")).toBeNull();
    expect(uploadedSoftwareKey("/uploads/software/a/b.zip")).toBeNull();
    expect(uploadedSoftwareKey("/uploads/images/a.webp")).toBeNull();
    expect(uploadedSoftwareKey("https://example.com/x.zip")).toBeNull();
    expect(softwareDisposition("software/0123456789abcdef-Setup.exe")).toBe(
      'attachment; filename="Setup.exe"',
    );
    expect(softwareDisposition("images/a.webp")).toBeNull();
    expect(downloadDisposition("0123456789abcdef-Assistenza-2.0.zip")).toBe(
      'attachment; filename="Assistenza-2.0.zip"',
    );
  });
});
