import { configure } from "@testing-library/dom";

// Component tests wait for lazily imported panels (React.lazy): on a loaded 2-core machine the
// first import of a tab can take over a second, the default wait of findBy* and waitFor.
configure({ asyncUtilTimeout: 5_000 });
