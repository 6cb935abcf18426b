import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { NotFound } from "../../components/not-found";
import { useDocumentTitle } from "../../lib/use-document-title";

/** No page at this address: the server answers it with a 404. */
export const loader = () => data(null, { status: 404 });

/** Part 2 §2: any unknown path shows this page, and the bad path is logged. */
export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle("Page not found");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return <NotFound />;
}
