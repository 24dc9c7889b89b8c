// The request/response door of the web core and Python (tessera/request.hpp): a JSON request
// becomes the arguments of `tessera COMMAND ...`, run by run_command with seams that collect
// stdout, stderr and the files written, so the answer is byte for byte the CLI's.
#include "tessera/request.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

namespace tessera {
namespace {

using json = nlohmann::json;

// The commands a request may name, and the words they stand for.
std::optional<std::vector<std::string>> command_words(const std::string& command) {
  static const std::map<std::string, std::vector<std::string>> known = {
      {"lpuzzle", {"lpuzzle"}},
      {"cover", {"cover"}},
      {"omok", {"omok"}},
      {"omok referee", {"omok", "referee"}},
      {"fill", {"fill"}},
      {"xc", {"xc"}},
      {"gen lpuzzle", {"gen", "lpuzzle"}},
      {"gen fill", {"gen", "fill"}},
      {"design hints", {"design", "hints"}},
      {"design holes", {"design", "holes"}},
  };
  const auto it = known.find(command);
  if (it == known.end()) return std::nullopt;
  return it->second;
}

// The default file name --svg gets when a request asks for pictures without naming one.
constexpr const char* default_svg_name = "tessera.svg";
constexpr const char* default_gltf_name = "tessera.gltf";

}  // namespace

std::optional<std::vector<std::string>> request_arguments(std::string_view request_json,
                                                          std::string& problem, std::string& input,
                                                          bool& want_svg) {
  const json request = json::parse(request_json, nullptr, /*allow_exceptions=*/false);
  if (request.is_discarded() || !request.is_object()) {
    problem = "expected a JSON object {\"command\": ..., \"options\": {...}, \"input\": ...}";
    return std::nullopt;
  }
  const auto command = request.find("command");
  if (command == request.end() || !command->is_string()) {
    problem =
        "expected \"command\": \"lpuzzle\", \"cover\", \"omok\", \"omok referee\", \"fill\", "
        "\"xc\", \"gen lpuzzle\", \"gen fill\", \"design hints\" or \"design holes\"";
    return std::nullopt;
  }
  std::optional<std::vector<std::string>> args = command_words(command->get<std::string>());
  if (!args) {
    problem = fmt::format(
        "unknown command '{}' (expected lpuzzle, cover, omok, omok referee, fill, xc, gen lpuzzle, "
        "gen fill, design hints or design holes)",
        command->get<std::string>());
    return std::nullopt;
  }
  input.clear();
  if (const auto in = request.find("input"); in != request.end() && !in->is_null()) {
    if (!in->is_string()) {
      problem = "expected \"input\" to be a string (the text of standard input)";
      return std::nullopt;
    }
    input = in->get<std::string>();
  }
  want_svg = false;
  if (const auto svg = request.find("svg"); svg != request.end() && !svg->is_null()) {
    if (!svg->is_boolean()) {
      problem = "expected \"svg\" to be true or false";
      return std::nullopt;
    }
    want_svg = svg->get<bool>();
  }
  bool svg_named = false;
  if (const auto options = request.find("options");
      options != request.end() && !options->is_null()) {
    if (!options->is_object()) {
      problem = "expected \"options\" to be an object {\"LONG-NAME\": value, ...}";
      return std::nullopt;
    }
    for (const auto& [name, value] : options->items()) {
      // An option is its long name: `--name value`; a flag is true (given) or false (left out).
      const std::string flag = "--" + name;
      if (value.is_null() || (value.is_boolean() && !value.get<bool>())) continue;
      if (name == "svg") svg_named = true;
      if (value.is_boolean()) {
        args->push_back(flag);
      } else if (value.is_string()) {
        args->push_back(flag);
        args->push_back(value.get<std::string>());
      } else if (value.is_number_integer() || value.is_number_unsigned()) {
        args->push_back(flag);
        args->push_back(value.dump());
      } else if (value.is_number_float()) {
        args->push_back(flag);
        args->push_back(fmt::format("{}", value.get<double>()));
      } else {
        problem = fmt::format("option '{}': expected a string, a number or a boolean", name);
        return std::nullopt;
      }
    }
  }
  if (want_svg && !svg_named) {
    args->push_back("--svg");
    args->push_back(default_svg_name);
  }
  return args;
}

command_response run_request(std::string_view request_json,
                             std::function<void(const progress_report&)> on_progress) {
  command_response response;
  std::string problem, input;
  bool want_svg = false;
  const std::optional<std::vector<std::string>> args =
      request_arguments(request_json, problem, input, want_svg);
  if (!args) {
    response.exit = 2;
    response.err = "tessera: bad request: " + problem + "\n";
    return response;
  }
  // Named files a request may carry ({"files": {"claims.json": "..."}}) for --check FILE and
  // --pieces @FILE; everything else reads as missing.
  std::map<std::string, std::string> files;
  const json request = json::parse(request_json, nullptr, false);
  if (const auto given = request.find("files"); given != request.end() && given->is_object()) {
    for (const auto& [name, text] : given->items()) {
      if (text.is_string()) files[name] = text.get<std::string>();
    }
  }
  // "gltf": true asks for the model `--gltf FILE` would write (cover --lattice cube), as "svg"
  // does for pictures.
  std::vector<std::string> arguments = *args;
  if (const auto gltf = request.find("gltf");
      gltf != request.end() && gltf->is_boolean() && gltf->get<bool>() &&
      std::find(arguments.begin(), arguments.end(), "--gltf") == arguments.end()) {
    arguments.push_back("--gltf");
    arguments.push_back(default_gltf_name);
  }
  command_io io;
  io.out = [&response](std::string_view text) { response.out += text; };
  io.err = [&response](std::string_view text) { response.err += text; };
  io.read = [&](const std::string& path) -> std::optional<std::string> {
    if (path == "-") return input;
    if (const auto it = files.find(path); it != files.end()) return it->second;
    response.err += fmt::format("tessera: cannot open '{}': No such file or directory\n", path);
    return std::nullopt;
  };
  io.write = [&response](const std::string& path, std::string_view text) {
    const bool model = path.size() >= 5 && path.compare(path.size() - 5, 5, ".gltf") == 0;
    (model ? response.gltf : response.svg).emplace_back(text);
    return true;
  };
  io.threads = 1;
  io.on_progress = std::move(on_progress);
  response.exit = run_command(arguments, io);
  return response;
}

std::string response_json(const command_response& response) {
  json doc = {{"exit", response.exit},
              {"stdout", response.out},
              {"stderr", response.err},
              {"svg", response.svg}};
  if (!response.gltf.empty()) doc["gltf"] = response.gltf;
  // Bytes that are not UTF-8 (an input's own bytes quoted in a message) become U+FFFD instead of
  // failing the whole response.
  return doc.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string call(std::string_view request_json,
                 std::function<void(const progress_report&)> on_progress) {
  return response_json(run_request(request_json, std::move(on_progress)));
}

}  // namespace tessera
