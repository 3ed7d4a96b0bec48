// lw_rom: a constant table with a registered read port (one cycle of latency),
// filled from the packed parameter INIT (entry 0 in the least significant bits).
//
// STYLE = "bram":  a block RAM (ECP5 DP16KD, iCE40 SB_RAM40_4K, Xilinx RAMB16/18).
// STYLE = "logic": LUTs and flip-flops only (the table becomes LUT logic feeding
//                  the output register).
// Both styles have the same timing, so a core's cycle count does not depend on it.
`default_nettype none
module lw_rom #(
    parameter integer DEPTH = 64,
    parameter integer DW    = 32,
    parameter         STYLE = "logic",
    parameter [DEPTH*DW-1:0] INIT = {DEPTH*DW{1'b0}}
) (
    input  wire                     clk,
    input  wire                     en,
    input  wire [$clog2(DEPTH)-1:0] addr,
    output reg  [DW-1:0]            q
);
    integer i;
    generate
        if (STYLE == "bram") begin : g_bram
            (* ram_style = "block", rom_style = "block" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            always @(posedge clk) if (en) q <= mem[addr];
        end else begin : g_logic
            (* ram_style = "logic", rom_style = "logic" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            always @(posedge clk) if (en) q <= mem[addr];
        end
    endgenerate
endmodule
`default_nettype wire
