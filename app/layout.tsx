import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Site vitrine", template: "%s" },
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="fr">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
