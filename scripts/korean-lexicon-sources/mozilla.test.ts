// The Firefox/Thunderbird readers (mozilla.ts) on Fluent, .properties and .dtd text of our own, each
// expectation worked out by hand: messages and attributes by id, continuation lines joined, select
// expressions left out, files matched across locales by their place under the locale folder.
import { describe, expect, it } from "vitest";
import { localePath, readDtd, readFtl, readProperties } from "./mozilla";

describe("readFtl", () => {
  it("reads messages, attributes and continued lines; drops selectors, comments and empty values", () => {
    const ftl = [
      "# a comment",
      "save-page = Save Page",
      "bookmark-menu =",
      "    .label = Bookmarks",
      "    .accesskey = B",
      "long-help = Clears the history",
      "    of every window.",
      "tabs-count = { $n ->",
      "    [one] One tab",
      "   *[other] { $n } tabs",
      "}",
      "-brand-name = Foxy",
    ].join("\n");
    expect([...readFtl(ftl)]).toEqual([
      ["save-page", "Save Page"],
      ["bookmark-menu.label", "Bookmarks"],
      ["bookmark-menu.accesskey", "B"],
      ["long-help", "Clears the history of every window."],
      ["-brand-name", "Foxy"],
    ]);
  });
});

describe("readProperties and readDtd", () => {
  it("reads key = value lines with \\u escapes, and ENTITY declarations in either quotes", () => {
    expect([...readProperties("# c\nprint.title = Print\\u2026\nempty=\n")]).toEqual([
      ["print.title", "Print…"],
      ["empty", ""],
    ]);
    expect([...readDtd(`<!ENTITY reload.label "Reload">\n<!ENTITY stop.label 'Stop "now"'>`)]).toEqual([
      ["reload.label", "Reload"],
      ["stop.label", 'Stop "now"'],
    ]);
  });
});

describe("localePath", () => {
  it("finds the same place under the locale folder in the en-US build and the Korean langpack", () => {
    expect(localePath("/x/omni/localization/en-US/browser/menu.ftl")).toEqual({ locale: "en-US", rel: "browser/menu.ftl" });
    expect(localePath("/y/langpack/browser/localization/ko/browser/menu.ftl")).toEqual({ locale: "ko", rel: "browser/menu.ftl" });
    expect(localePath("/x/omni/chrome/en-US/locale/en-US/global/intl.properties")).toEqual({
      locale: "en-US",
      rel: "global/intl.properties",
    });
    expect(localePath("/y/chrome/ko/locale/ko/global/intl.properties")).toEqual({ locale: "ko", rel: "global/intl.properties" });
    expect(localePath("/x/chrome/en-US/locale/browser/a.dtd")).toEqual({ locale: "en-US", rel: "browser/a.dtd" });
    expect(localePath("/x/content/global/a.js")).toBeNull();
  });
});
