import { describe, expect, it } from "vitest";
import { encodeProjectPath, projectFolderOf, projectOf } from "./project-path";

describe("a session's project", () => {
  it("encodes a working directory as Claude Code names its folder: every non-alphanumeric character a dash", () => {
    expect(encodeProjectPath("/home/dev/my.app")).toBe("-home-dev-my-app");
    expect(encodeProjectPath("C:\\Users\\dev\\app_x")).toBe("C--Users-dev-app-x");
  });
  it("finds the project folder above a session, and above <session>/subagents/", () => {
    expect(projectFolderOf("projects/-home-dev-a/s1.jsonl")).toBe("-home-dev-a");
    expect(projectFolderOf("-home-dev-a/s1/subagents/agent-x.jsonl")).toBe("-home-dev-a");
    expect(projectFolderOf("s1.jsonl")).toBe("");
  });
  it("names the project by the working directory only when it encodes to the folder", () => {
    expect(projectOf("-home-dev-shop-front/s.jsonl", "/home/dev/shop.front")).toEqual({
      folder: "-home-dev-shop-front",
      label: "/home/dev/shop.front",
      fromCwd: true,
    });
    // a folder copied under another name: the folder's own name, not a path it does not encode
    expect(projectOf("backup/s.jsonl", "/home/dev/shop.front")).toEqual({ folder: "backup", label: "backup", fromCwd: false });
    expect(projectOf("s.jsonl", "/srv/x")).toEqual({ folder: "", label: "/srv/x", fromCwd: true });
  });
});
