// lw_axil_tb: a core behind lw_axil (rtl/common/lw_axil.v), for lwhash.sim.axil_bench:
// cocotbext-axi's AxiLiteMaster drives s_axil_*, on behalf of the C driver (sw/).  The
// core is `LW_DUT with `LW_PARAMS at W = 32; lw_axil gets `LW_AXIS_PARAMS.
`timescale 1ns / 1ps
`default_nettype none
module lw_axil_tb #(
    parameter integer DIGEST_BITS = 256
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  s_axil_awaddr,
    input  wire [2:0]  s_axil_awprot,
    input  wire        s_axil_awvalid,
    output wire        s_axil_awready,
    input  wire [31:0] s_axil_wdata,
    input  wire [3:0]  s_axil_wstrb,
    input  wire        s_axil_wvalid,
    output wire        s_axil_wready,
    output wire [1:0]  s_axil_bresp,
    output wire        s_axil_bvalid,
    input  wire        s_axil_bready,
    input  wire [7:0]  s_axil_araddr,
    input  wire [2:0]  s_axil_arprot,
    input  wire        s_axil_arvalid,
    output wire        s_axil_arready,
    output wire [31:0] s_axil_rdata,
    output wire [1:0]  s_axil_rresp,
    output wire        s_axil_rvalid,
    input  wire        s_axil_rready,
    output wire        irq,
    output reg         violation
);
`ifndef LW_PARAMS
`define LW_PARAMS
`endif
`ifndef LW_AXIS_PARAMS
`define LW_AXIS_PARAMS
`endif
    wire        core_rst, src_ready, src_read, dst_ready, dst_write, core_err;
    wire [31:0] din, dout;
    wire        unused_prot = ^{s_axil_awprot, s_axil_arprot};

    lw_axil #(`LW_AXIS_PARAMS .DIGEST_BITS(DIGEST_BITS)) u_axil (
        .clk(clk), .rst(rst),
        .s_axil_awaddr(s_axil_awaddr), .s_axil_awvalid(s_axil_awvalid), .s_axil_awready(s_axil_awready),
        .s_axil_wdata(s_axil_wdata), .s_axil_wstrb(s_axil_wstrb), .s_axil_wvalid(s_axil_wvalid),
        .s_axil_wready(s_axil_wready), .s_axil_bresp(s_axil_bresp), .s_axil_bvalid(s_axil_bvalid),
        .s_axil_bready(s_axil_bready), .s_axil_araddr(s_axil_araddr), .s_axil_arvalid(s_axil_arvalid),
        .s_axil_arready(s_axil_arready), .s_axil_rdata(s_axil_rdata), .s_axil_rresp(s_axil_rresp),
        .s_axil_rvalid(s_axil_rvalid), .s_axil_rready(s_axil_rready), .irq(irq),
        .core_rst(core_rst), .core_din(din), .core_src_ready(src_ready), .core_src_read(src_read),
        .core_dout(dout), .core_dst_ready(dst_ready), .core_dst_write(dst_write), .core_err(core_err)
    );

    `LW_DUT #(`LW_PARAMS .W(32)) u_core (
        .clk(clk), .rst(core_rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(core_err)
    );

    always @(posedge clk) begin
        if (rst) violation <= 1'b0;
        else if ((src_read & src_ready) | (dst_write & dst_ready)) violation <= 1'b1;
    end
endmodule
`default_nettype wire
